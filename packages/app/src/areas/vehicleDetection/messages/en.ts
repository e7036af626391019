/**
 * The strings of vehicle detection (issue 35, docs/vehicle-detection.md): /manager/vehicle-detection,
 * where a photo's registration number is read and matched to the register, in English. A chunk of
 * its own per language; the other languages are typed against this file.
 */
const vehicleDetectionEn = {
  'app.vehicleDetection.description':
    'Read the registration number on a photo and find the vehicle in the register. Nothing leaves the server.',
  'app.vehicleDetection.choose': 'Choose Photo',
  'app.vehicleDetection.chooseLabel': 'Photo of a registration plate',
  'app.vehicleDetection.empty.title': 'No photo chosen',
  'app.vehicleDetection.empty.body':
    'Choose a photo in which a registration plate can be seen, or open one from a vehicle’s photos.',
  'app.vehicleDetection.uploading': 'Sending the photo…',
  'app.vehicleDetection.reading': 'Reading the registration plate…',
  'app.vehicleDetection.error.read': 'The photo could not be read.',
  'app.vehicleDetection.error.unreadable': 'This photo cannot be read. Choose a JPEG, PNG or WebP photo.',
  'app.vehicleDetection.error.notFound': 'This photo does not exist or is not one of yours.',
  'app.vehicleDetection.error.upload': 'The photo could not be sent.',
  'app.vehicleDetection.retry': 'Try Again',
  'app.vehicleDetection.photo': 'The chosen photo with the registration plate marked',
  'app.vehicleDetection.crop': 'The registration plate as read, cut from the photo',
  'app.vehicleDetection.result': 'What was read',
  'app.vehicleDetection.plate': 'Registration number',
  'app.vehicleDetection.score': 'Score',
  'app.vehicleDetection.scoreValue': '{score, number, percent}',
  'app.vehicleDetection.fixes':
    '{count, plural, one {# character corrected to fit the pattern of a registration number} other {# characters corrected to fit the pattern of a registration number}}',
  'app.vehicleDetection.status.exact': 'Found in the register',
  'app.vehicleDetection.status.fuzzy': 'Probably this vehicle: one character differs',
  'app.vehicleDetection.status.unknown': 'Unknown: no vehicle in the register has this registration number',
  'app.vehicleDetection.lowScore': 'The score is too low to trust the read: check the photo yourself.',
  'app.vehicleDetection.vehicle': 'Vehicle',
  'app.vehicleDetection.candidates': 'Nearest registration numbers in the register',
  'app.vehicleDetection.similarity': 'Similarity',
  'app.vehicleDetection.noCandidates': 'No registration number in the register is close.',
  'app.vehicleDetection.noPlate.title': 'No registration plate found',
  'app.vehicleDetection.noPlate.body':
    'No text on the photo has the pattern of a Danish registration number. Try a sharper or closer photo.',
  'app.vehicleDetection.otherPlates': 'Also on the photo',
  'app.vehicleDetection.timing': '{cached, select, true {Read earlier} other {Read in {ms, number} ms}}',
  'app.vehicleDetection.rollCall.title': 'Yard roll-call',
  'app.vehicleDetection.rollCall.description':
    'Choose photos of the vehicles in a yard: which are there, which are expected but missing, and which registration plates are unknown.',
  'app.vehicleDetection.rollCall.choose': 'Choose Photos',
  'app.vehicleDetection.rollCall.chooseLabel': 'Photos of the vehicles in a yard',
  'app.vehicleDetection.rollCall.uploading': 'Sending photo {done, number} of {total, number}…',
  'app.vehicleDetection.rollCall.reading': 'Reading the registration plates…',
  'app.vehicleDetection.rollCall.error': 'The roll-call could not be made.',
  'app.vehicleDetection.rollCall.present': 'Present ({count, number})',
  'app.vehicleDetection.rollCall.missing': 'Expected but missing ({count, number})',
  'app.vehicleDetection.rollCall.unknown': 'Unknown registration plates ({count, number})',
  'app.vehicleDetection.rollCall.none': 'None',
  'app.vehicleDetection.rollCall.showAll': 'Show All {count, number}',
  'app.vehicleDetection.rollCall.nearest': 'Nearest in the register: {plate}',
  'app.vehicleDetection.rollCall.placed': 'Placed on the map: {date}',
  'app.vehicleDetection.rollCall.noPlace': 'No place in the photo, so not on the map',
  'app.vehicleDetection.rollCall.showOnMap': 'Show {plate} on Map',
  'app.vehicleDetection.recent.title': 'Recent photos',
  'app.vehicleDetection.recent.empty': 'No photos yet.',
  'app.vehicleDetection.recent.photo':
    '{status, select, plate {Photo of {date}: {plate}} none {Photo of {date}: no registration plate found} other {Photo of {date}: not read yet}}',
} as const;

export type VehicleDetectionMessageId = keyof typeof vehicleDetectionEn;
export type VehicleDetectionMessages = Record<VehicleDetectionMessageId, string>;
export default vehicleDetectionEn satisfies VehicleDetectionMessages;
