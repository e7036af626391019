import type { VehicleDetectionMessages } from './en';

export default {
  'app.vehicleDetection.description':
    'Aflæs registreringsnummeret på et foto, og find køretøjet i registret. Intet forlader serveren.',
  'app.vehicleDetection.choose': 'Vælg foto',
  'app.vehicleDetection.chooseLabel': 'Foto af en nummerplade',
  'app.vehicleDetection.empty.title': 'Intet foto valgt',
  'app.vehicleDetection.empty.body':
    'Vælg et foto, hvor en nummerplade kan ses, eller åbn et fra et køretøjs fotos.',
  'app.vehicleDetection.uploading': 'Sender fotoet…',
  'app.vehicleDetection.reading': 'Aflæser nummerpladen…',
  'app.vehicleDetection.error.read': 'Fotoet kunne ikke aflæses.',
  'app.vehicleDetection.error.unreadable':
    'Dette foto kan ikke aflæses. Vælg et JPEG-, PNG- eller WebP-foto.',
  'app.vehicleDetection.error.notFound': 'Dette foto findes ikke eller er ikke jeres.',
  'app.vehicleDetection.error.upload': 'Fotoet kunne ikke sendes.',
  'app.vehicleDetection.retry': 'Prøv igen',
  'app.vehicleDetection.photo': 'Det valgte foto med nummerpladen markeret',
  'app.vehicleDetection.crop': 'Nummerpladen, som den blev aflæst, klippet ud af fotoet',
  'app.vehicleDetection.result': 'Det aflæste',
  'app.vehicleDetection.plate': 'Registreringsnummer',
  'app.vehicleDetection.score': 'Sikkerhed',
  'app.vehicleDetection.scoreValue': '{score, number, percent}',
  'app.vehicleDetection.fixes':
    '{count, plural, one {# tegn rettet efter et registreringsnummers mønster} other {# tegn rettet efter et registreringsnummers mønster}}',
  'app.vehicleDetection.status.exact': 'Fundet i registret',
  'app.vehicleDetection.status.fuzzy': 'Sandsynligvis dette køretøj: ét tegn er anderledes',
  'app.vehicleDetection.status.unknown': 'Ukendt: intet køretøj i registret har dette registreringsnummer',
  'app.vehicleDetection.lowScore': 'Sikkerheden er for lav til at stole på aflæsningen: se selv på fotoet.',
  'app.vehicleDetection.vehicle': 'Køretøj',
  'app.vehicleDetection.candidates': 'Køretøjer i registret med et lignende registreringsnummer',
  'app.vehicleDetection.similarity': 'Lighed',
  'app.vehicleDetection.noCandidates': 'Intet registreringsnummer i registret ligner.',
  'app.vehicleDetection.noPlate.title': 'Ingen nummerplade fundet',
  'app.vehicleDetection.noPlate.body':
    'Ingen tekst på fotoet har et dansk registreringsnummers mønster. Prøv et skarpere foto eller et tættere på.',
  'app.vehicleDetection.otherPlates': 'Også på fotoet',
  'app.vehicleDetection.timing':
    '{cached, select, true {Aflæst tidligere} other {Aflæst på {ms, number} ms}}',
  'app.vehicleDetection.rollCall.title': 'Optælling på pladsen',
  'app.vehicleDetection.rollCall.description':
    'Vælg fotos af køretøjerne på en plads: hvilke der står der, hvilke der er forventet, men mangler, og hvilke nummerplader der er ukendte.',
  'app.vehicleDetection.rollCall.choose': 'Vælg fotos',
  'app.vehicleDetection.rollCall.chooseLabel': 'Fotos af køretøjerne på en plads',
  'app.vehicleDetection.rollCall.uploading': 'Sender foto {done, number} af {total, number}…',
  'app.vehicleDetection.rollCall.reading': 'Aflæser nummerpladerne…',
  'app.vehicleDetection.rollCall.error': 'Optællingen kunne ikke laves.',
  'app.vehicleDetection.rollCall.present': 'Til stede ({count, number})',
  'app.vehicleDetection.rollCall.missing': 'Forventet, men mangler ({count, number})',
  'app.vehicleDetection.rollCall.unknown': 'Ukendte nummerplader ({count, number})',
  'app.vehicleDetection.rollCall.none': 'Ingen',
  'app.vehicleDetection.rollCall.showAll': 'Vis alle {count, number}',
  'app.vehicleDetection.rollCall.nearest': 'Nærmeste i registret: {plate}',
  'app.vehicleDetection.rollCall.placed': 'Sat på kortet: {date}',
  'app.vehicleDetection.rollCall.noPlace': 'Intet sted i fotoet, så ikke på kortet',
  'app.vehicleDetection.rollCall.showOnMap': 'Vis {plate} på kortet',
  'app.vehicleDetection.recent.title': 'Seneste fotos',
  'app.vehicleDetection.recent.empty': 'Ingen fotos endnu.',
  'app.vehicleDetection.recent.photo':
    '{status, select, plate {Foto fra {date}: {plate}} none {Foto fra {date}: ingen nummerplade fundet} other {Foto fra {date}: ikke aflæst endnu}}',
} satisfies VehicleDetectionMessages;
