import type { VehicleDetectionMessages } from './en';

export default {
  'app.vehicleDetection.description':
    'Das Kennzeichen auf einem Foto lesen und das Fahrzeug im Register finden. Nichts verlässt den Server.',
  'app.vehicleDetection.choose': 'Foto wählen',
  'app.vehicleDetection.chooseLabel': 'Foto eines Kennzeichens',
  'app.vehicleDetection.empty.title': 'Kein Foto gewählt',
  'app.vehicleDetection.empty.body':
    'Wählen Sie ein Foto, auf dem ein Kennzeichen zu sehen ist, oder öffnen Sie eines aus den Fotos eines Fahrzeugs.',
  'app.vehicleDetection.uploading': 'Das Foto wird gesendet…',
  'app.vehicleDetection.reading': 'Das Kennzeichen wird gelesen…',
  'app.vehicleDetection.error.read': 'Das Foto konnte nicht gelesen werden.',
  'app.vehicleDetection.error.unreadable':
    'Dieses Foto kann nicht gelesen werden. Wählen Sie ein JPEG-, PNG- oder WebP-Foto.',
  'app.vehicleDetection.error.notFound': 'Dieses Foto gibt es nicht, oder es gehört nicht zu Ihnen.',
  'app.vehicleDetection.error.upload': 'Das Foto konnte nicht gesendet werden.',
  'app.vehicleDetection.retry': 'Erneut versuchen',
  'app.vehicleDetection.photo': 'Das gewählte Foto mit markiertem Kennzeichen',
  'app.vehicleDetection.crop': 'Das gelesene Kennzeichen, aus dem Foto ausgeschnitten',
  'app.vehicleDetection.result': 'Gelesen',
  'app.vehicleDetection.plate': 'Kennzeichen',
  'app.vehicleDetection.score': 'Sicherheit',
  'app.vehicleDetection.scoreValue': '{score, number, percent}',
  'app.vehicleDetection.fixes':
    '{count, plural, one {# Zeichen nach dem Muster eines Kennzeichens korrigiert} other {# Zeichen nach dem Muster eines Kennzeichens korrigiert}}',
  'app.vehicleDetection.status.exact': 'Im Register gefunden',
  'app.vehicleDetection.status.fuzzy': 'Wahrscheinlich dieses Fahrzeug: ein Zeichen weicht ab',
  'app.vehicleDetection.status.unknown': 'Unbekannt: kein Fahrzeug im Register hat dieses Kennzeichen',
  'app.vehicleDetection.lowScore':
    'Die Sicherheit ist zu gering, um dem Gelesenen zu trauen: Prüfen Sie das Foto selbst.',
  'app.vehicleDetection.vehicle': 'Fahrzeug',
  'app.vehicleDetection.candidates': 'Ähnlichste Kennzeichen im Register',
  'app.vehicleDetection.similarity': 'Ähnlichkeit',
  'app.vehicleDetection.noCandidates': 'Kein Kennzeichen im Register ist ähnlich.',
  'app.vehicleDetection.noPlate.title': 'Kein Kennzeichen gefunden',
  'app.vehicleDetection.noPlate.body':
    'Kein Text auf dem Foto hat das Muster eines dänischen Kennzeichens. Versuchen Sie ein schärferes oder näheres Foto.',
  'app.vehicleDetection.otherPlates': 'Ebenfalls auf dem Foto',
  'app.vehicleDetection.timing': '{cached, select, true {Früher gelesen} other {In {ms, number} ms gelesen}}',
  'app.vehicleDetection.rollCall.title': 'Appell auf dem Hof',
  'app.vehicleDetection.rollCall.description':
    'Wählen Sie Fotos der Fahrzeuge auf einem Hof: welche da sind, welche erwartet werden, aber fehlen, und welche Kennzeichen unbekannt sind.',
  'app.vehicleDetection.rollCall.choose': 'Fotos wählen',
  'app.vehicleDetection.rollCall.chooseLabel': 'Fotos der Fahrzeuge auf einem Hof',
  'app.vehicleDetection.rollCall.uploading': 'Foto {done, number} von {total, number} wird gesendet…',
  'app.vehicleDetection.rollCall.reading': 'Die Kennzeichen werden gelesen…',
  'app.vehicleDetection.rollCall.error': 'Der Appell konnte nicht erstellt werden.',
  'app.vehicleDetection.rollCall.present': 'Anwesend ({count, number})',
  'app.vehicleDetection.rollCall.missing': 'Erwartet, aber fehlend ({count, number})',
  'app.vehicleDetection.rollCall.unknown': 'Unbekannte Kennzeichen ({count, number})',
  'app.vehicleDetection.rollCall.none': 'Keine',
  'app.vehicleDetection.rollCall.showAll': 'Alle {count, number} anzeigen',
  'app.vehicleDetection.rollCall.nearest': 'Ähnlichstes im Register: {plate}',
  'app.vehicleDetection.rollCall.placed': 'Auf der Karte eingetragen: {date}',
  'app.vehicleDetection.rollCall.noPlace': 'Kein Ort im Foto, daher nicht auf der Karte',
  'app.vehicleDetection.rollCall.showOnMap': '{plate} auf der Karte zeigen',
  'app.vehicleDetection.recent.title': 'Neueste Fotos',
  'app.vehicleDetection.recent.empty': 'Noch keine Fotos.',
  'app.vehicleDetection.recent.photo':
    '{status, select, plate {Foto vom {date}: {plate}} none {Foto vom {date}: kein Kennzeichen gefunden} other {Foto vom {date}: noch nicht gelesen}}',
} satisfies VehicleDetectionMessages;
