/**
 * Demo documents (docs/documents.md): on the first Nordlys vehicles (the demo driver's among them)
 * a registration certificate and an insurance policy as real PDFs, photos on a few, and on some
 * Fjordbus vehicles a policy and a certificate. Two policies run longer than their vehicle's
 * insurance obligation, so the renewal they propose shows. Generated here (no download),
 * deterministic, dates relative to today; written in a few statements, since every test database
 * is seeded.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/database.js';
import { complianceItems } from '../compliance/schema.js';
import { users } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { addDays, copenhagenToday } from '../../due/rules.js';
import type { AreaSeedInput } from '../area.js';
import { THUMB_SIZE } from './files.js';
import type { DocumentType } from './model.js';
import { simplePdf } from './pdf.js';
import { documentBlobs, documentChunks, documents, documentVersions } from './schema.js';
import { createHash } from 'node:crypto';

export const DOCUMENTS_DEMO = {
  nordlysVehicles: 8,
  fjordbusVehicles: 3,
  photos: 3,
  /** Policies that propose renewing their vehicle's insurance. */
  proposals: 2,
} as const;

const INSURERS = ['Tryg Forsikring A/S', 'Topdanmark', 'Codan Forsikring', 'Alm. Brand'];

/**
 * A photo of a van on a coloured background (a real JPEG, 1200 x 800: already web-sized, so it is
 * its own web image) and its thumbnail. Made once per seed and kept small: every test database
 * is seeded.
 */
async function demoPhoto(): Promise<{ photo: Buffer; thumb: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1600 1067">
    <rect width="1600" height="1067" fill="#bcd3e4"/>
    <rect y="760" width="1600" height="307" fill="#6b7378"/>
    <rect x="330" y="380" width="820" height="360" rx="40" fill="#f4f4f2"/>
    <path d="M1150 470 h170 l120 150 v120 h-290z" fill="#e6e6e2"/>
    <rect x="1180" y="500" width="120" height="90" fill="#9bb4c8"/>
    <circle cx="520" cy="760" r="85" fill="#222"/><circle cx="1240" cy="760" r="85" fill="#222"/>
  </svg>`;
  const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 75 }).toBuffer();
  const thumb = await sharp(photo).resize({ width: THUMB_SIZE }).jpeg({ quality: 70 }).toBuffer();
  return { photo, thumb };
}

const writtenPlate = (plate: string) => plate.replace(/^([A-Z]{2})(\d{2})(\d{3})$/, '$1 $2 $3');

interface SeedFile {
  fileName: string;
  contentType: string;
  data: Buffer;
  text: string;
  web?: Buffer | null;
  thumb?: Buffer | null;
  width?: number;
  height?: number;
}

interface SeedDocument {
  clientId: string;
  vehicleId: string;
  uploadedBy: string;
  type: DocumentType;
  title: string;
  number: string;
  issuedOn: string | null;
  expiresOn: string | null;
  visibleToDriver: boolean;
  file: SeedFile;
}

export async function seedDocuments(tx: Db, input: AreaSeedInput): Promise<void> {
  const today = copenhagenToday();
  const { photo, thumb } = await demoPhoto();
  const planned: SeedDocument[] = [];
  const plans = [
    { clientId: input.nordlysId, count: DOCUMENTS_DEMO.nordlysVehicles, proposals: DOCUMENTS_DEMO.proposals },
    { clientId: input.fjordbusId, count: DOCUMENTS_DEMO.fjordbusVehicles, proposals: 0 },
  ];
  for (const plan of plans) {
    const [manager] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.clientId, plan.clientId), eq(users.role, 'manager')))
      .orderBy(asc(users.email))
      .limit(1);
    const uploadedBy = plan.clientId === input.nordlysId ? input.managerId : manager!.id;
    const columns = {
      id: vehicles.id,
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
    };
    const driven = await tx
      .select(columns)
      .from(vehicles)
      .where(and(eq(vehicles.clientId, plan.clientId), eq(vehicles.driverUserId, input.driverId)))
      .orderBy(asc(vehicles.registration));
    const others = await tx
      .select(columns)
      .from(vehicles)
      .where(and(eq(vehicles.clientId, plan.clientId), ne(vehicles.status, 'sold')))
      .orderBy(asc(vehicles.registration))
      .limit(plan.count);
    const fleet = [...driven, ...others.filter((v) => !driven.some((d) => d.id === v.id))].slice(
      0,
      plan.count,
    );
    const insurance = await tx
      .select({ vehicleId: complianceItems.vehicleId, validUntil: complianceItems.validUntil })
      .from(complianceItems)
      .where(
        and(
          eq(complianceItems.kind, 'insurance'),
          inArray(
            complianceItems.vehicleId,
            fleet.map((v) => v.id),
          ),
        ),
      );
    for (const [index, stored] of fleet.entries()) {
      // The papers write the plate with its spaces, as a person reads it.
      const vehicle = { ...stored, registration: writtenPlate(stored.registration) };
      const base = { clientId: plan.clientId, vehicleId: vehicle.id, uploadedBy };
      const registration = [
        'Registreringsattest',
        `Registreringsnummer: ${vehicle.registration}`,
        `Mærke og model: ${vehicle.make} ${vehicle.model}`,
        `Første registrering: ${addDays(today, -900 - index * 40)}`,
        'Udstedt af Motorstyrelsen',
      ];
      planned.push({
        ...base,
        type: 'registration_certificate',
        title: `Registreringsattest ${vehicle.registration}`,
        number: `RA-${stored.registration}`,
        issuedOn: addDays(today, -200 - index * 17),
        expiresOn: null,
        visibleToDriver: true,
        file: {
          fileName: `registreringsattest-${stored.registration}.pdf`,
          contentType: 'application/pdf',
          data: simplePdf(registration),
          text: registration.join('\n'),
        },
      });
      const validUntil =
        insurance.find((o) => o.vehicleId === vehicle.id)?.validUntil ?? addDays(today, 120 + index * 9);
      const expires = index < plan.proposals ? addDays(validUntil, 365) : validUntil;
      const starts = addDays(expires, -365);
      const insurer = INSURERS[index % INSURERS.length]!;
      const policyNumber = `${640_000 + index * 137}-${stored.registration}`;
      const policy = [
        'Forsikringspolice',
        `Forsikringsselskab: ${insurer}`,
        `Policenummer: ${policyNumber}`,
        `Køretøj: ${vehicle.registration} (${vehicle.make} ${vehicle.model})`,
        'Dækning: ansvar og kasko, vejhjælp i hele Europa',
        `Gælder fra ${starts} til ${expires}`,
      ];
      planned.push({
        ...base,
        type: 'insurance_policy',
        title: `Forsikring ${insurer}`,
        number: policyNumber,
        issuedOn: starts < today ? starts : today,
        expiresOn: expires,
        visibleToDriver: true,
        file: {
          fileName: `forsikringspolice-${stored.registration}.pdf`,
          contentType: 'application/pdf',
          data: simplePdf(policy),
          text: policy.join('\n'),
        },
      });
      if (plan.clientId === input.nordlysId && index < DOCUMENTS_DEMO.photos)
        planned.push({
          ...base,
          type: 'other',
          title: `Foto ${vehicle.registration}`,
          number: '',
          issuedOn: addDays(today, -30 - index),
          expiresOn: null,
          visibleToDriver: false,
          file: {
            fileName: `foto-${stored.registration}.jpg`,
            contentType: 'image/jpeg',
            data: photo,
            text: '',
            web: photo,
            thumb,
            width: 1200,
            height: 800,
          },
        });
    }
  }

  // Blobs (one chunk each: the demo files are small), then documents, versions, search vectors.
  const blobRows: (typeof documentBlobs.$inferInsert & { id: string; data: Buffer })[] = [];
  const blob = (clientId: string, data: Buffer, contentType: string) => {
    const row = {
      id: crypto.randomUUID(),
      clientId,
      contentType,
      size: data.length,
      chunkSize: 256 * 1024,
      sha256: createHash('sha256').update(data).digest('hex'),
      complete: true,
      data,
    };
    blobRows.push(row);
    return row;
  };
  const docRows = planned.map((doc) => ({ id: crypto.randomUUID(), doc }));
  const versionRows = docRows.map(({ id, doc }) => {
    const original = blob(doc.clientId, doc.file.data, doc.file.contentType);
    return {
      id: crypto.randomUUID(),
      documentId: id,
      clientId: doc.clientId,
      version: 1,
      fileName: doc.file.fileName,
      contentType: doc.file.contentType,
      size: original.size,
      sha256: original.sha256,
      originalBlobId: original.id,
      webBlobId: doc.file.web ? blob(doc.clientId, doc.file.web, 'image/jpeg').id : null,
      thumbBlobId: doc.file.thumb ? blob(doc.clientId, doc.file.thumb, 'image/jpeg').id : null,
      width: doc.file.width ?? null,
      height: doc.file.height ?? null,
      pages: doc.file.contentType === 'application/pdf' ? 1 : null,
      text: doc.file.text,
      textStatus: doc.file.contentType === 'application/pdf' ? ('complete' as const) : ('none' as const),
      uploadedBy: doc.uploadedBy,
    };
  });
  if (docRows.length === 0) return;
  await tx.insert(documentBlobs).values(blobRows.map(({ data: _data, ...row }) => row));
  await tx.insert(documentChunks).values(blobRows.map((row) => ({ blobId: row.id, seq: 0, data: row.data })));
  await tx.insert(documents).values(
    docRows.map(({ id, doc }) => ({
      id,
      clientId: doc.clientId,
      ownerKind: 'vehicle' as const,
      ownerId: doc.vehicleId,
      vehicleId: doc.vehicleId,
      type: doc.type,
      title: doc.title,
      number: doc.number,
      issuedOn: doc.issuedOn,
      expiresOn: doc.expiresOn,
      visibleToDriver: doc.visibleToDriver,
      search: '',
    })),
  );
  await tx.insert(documentVersions).values(versionRows);
  const ids = docRows.map((row) => row.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE documents d SET current_version_id = v.id
    FROM document_versions v
    WHERE v.document_id = d.id AND d.id IN (${idList})`);
  await tx.execute(sql`UPDATE documents SET search = document_search_vector(id) WHERE id IN (${idList})`);
}
