import type { AppArea } from '../area';
import type { PhotosMessageId } from './messages/en';

/**
 * Photos (issue 35, docs/photos.md) and the driver's walk-around check on the phone (issue 27
 * item 10): the driver's home shows the walk-around checks due (its part), the report form takes
 * photos and the odometer, and the inspection's detail shows the checklist and the photos.
 */
export const photosArea: AppArea<'photos', PhotosMessageId, 'photos'> = {
  name: 'photos',
  messages: ['photos'],
  driverHome: { order: 5, part: () => import('./WalkAroundPart').then((module) => module.WalkAroundPart) },
  invalidates: ['dashboard', 'inspections', 'tasks', 'my.myNavBadges'],
};
