import type { VehicleDetectionMessages } from './en';

export default {
  'app.vehicleDetection.description':
    'Lire l’immatriculation sur une photo et trouver le véhicule dans le registre. Rien ne quitte le serveur.',
  'app.vehicleDetection.choose': 'Choisir une photo',
  'app.vehicleDetection.chooseLabel': 'Photo d’une plaque d’immatriculation',
  'app.vehicleDetection.empty.title': 'Aucune photo choisie',
  'app.vehicleDetection.empty.body':
    'Choisissez une photo où l’on voit une plaque d’immatriculation, ou ouvrez-en une depuis les photos d’un véhicule.',
  'app.vehicleDetection.uploading': 'Envoi de la photo…',
  'app.vehicleDetection.reading': 'Lecture de l’immatriculation…',
  'app.vehicleDetection.error.read': 'La photo n’a pas pu être lue.',
  'app.vehicleDetection.error.unreadable':
    'Cette photo ne peut pas être lue. Choisissez une photo JPEG, PNG ou WebP.',
  'app.vehicleDetection.error.notFound': 'Cette photo n’existe pas ou n’est pas la vôtre.',
  'app.vehicleDetection.error.upload': 'La photo n’a pas pu être envoyée.',
  'app.vehicleDetection.retry': 'Réessayer',
  'app.vehicleDetection.photo': 'La photo choisie, l’immatriculation encadrée',
  'app.vehicleDetection.crop': 'L’immatriculation lue, découpée dans la photo',
  'app.vehicleDetection.result': 'Lecture',
  'app.vehicleDetection.plate': 'Immatriculation',
  'app.vehicleDetection.score': 'Confiance',
  'app.vehicleDetection.scoreValue': '{score, number, percent}',
  'app.vehicleDetection.fixes':
    '{count, plural, one {# caractère corrigé selon le format d’une immatriculation} many {# caractères corrigés selon le format d’une immatriculation} other {# caractères corrigés selon le format d’une immatriculation}}',
  'app.vehicleDetection.status.exact': 'Trouvé dans le registre',
  'app.vehicleDetection.status.fuzzy': 'Probablement ce véhicule\u202f: un caractère diffère',
  'app.vehicleDetection.status.unknown':
    'Inconnue\u202f: aucun véhicule du registre n’a cette immatriculation',
  'app.vehicleDetection.lowScore':
    'La confiance est trop faible pour se fier à la lecture\u202f: vérifiez la photo vous-même.',
  'app.vehicleDetection.vehicle': 'Véhicule',
  'app.vehicleDetection.candidates': 'Immatriculations les plus proches dans le registre',
  'app.vehicleDetection.similarity': 'Ressemblance',
  'app.vehicleDetection.noCandidates': 'Aucune immatriculation du registre n’est proche.',
  'app.vehicleDetection.noPlate.title': 'Aucune immatriculation trouvée',
  'app.vehicleDetection.noPlate.body':
    'Aucun texte de la photo n’a le format d’une immatriculation danoise. Essayez une photo plus nette ou plus proche.',
  'app.vehicleDetection.otherPlates': 'Aussi sur la photo',
  'app.vehicleDetection.timing': '{cached, select, true {Lue auparavant} other {Lue en {ms, number} ms}}',
  'app.vehicleDetection.rollCall.title': 'Appel sur le parking',
  'app.vehicleDetection.rollCall.description':
    'Choisissez des photos des véhicules d’un parking\u202f: ceux qui y sont, ceux attendus mais manquants, et les immatriculations inconnues.',
  'app.vehicleDetection.rollCall.choose': 'Choisir des photos',
  'app.vehicleDetection.rollCall.chooseLabel': 'Photos des véhicules d’un parking',
  'app.vehicleDetection.rollCall.uploading': 'Envoi de la photo {done, number} sur {total, number}…',
  'app.vehicleDetection.rollCall.reading': 'Lecture des immatriculations…',
  'app.vehicleDetection.rollCall.error': 'L’appel n’a pas pu être fait.',
  'app.vehicleDetection.rollCall.present': 'Présents ({count, number})',
  'app.vehicleDetection.rollCall.missing': 'Attendus mais manquants ({count, number})',
  'app.vehicleDetection.rollCall.unknown': 'Immatriculations inconnues ({count, number})',
  'app.vehicleDetection.rollCall.none': 'Aucun',
  'app.vehicleDetection.rollCall.showAll': 'Afficher les {count, number}',
  'app.vehicleDetection.rollCall.nearest': 'La plus proche dans le registre\u202f: {plate}',
  'app.vehicleDetection.rollCall.placed': 'Placé sur la carte\u202f: {date}',
  'app.vehicleDetection.rollCall.noPlace': 'Aucun lieu dans la photo, donc pas sur la carte',
  'app.vehicleDetection.rollCall.showOnMap': 'Voir {plate} sur la carte',
  'app.vehicleDetection.recent.title': 'Photos récentes',
  'app.vehicleDetection.recent.empty': 'Pas encore de photos.',
  'app.vehicleDetection.recent.photo':
    '{status, select, plate {Photo du {date}\u202f: {plate}} none {Photo du {date}\u202f: aucune immatriculation trouvée} other {Photo du {date}\u202f: pas encore lue}}',
} satisfies VehicleDetectionMessages;
