/**
 * Documents end to end (issue 31): the built app on the real server with the demo data, in
 * headless Chromium. A manager drops a policy and a photo on a vehicle's Documents tab, watches
 * both upload, sees the policy in the browser's own PDF viewer, finds it on the documents page by a
 * word inside it, and renews the vehicle's insurance to the policy's date from its proposal.
 */
import { simplePdf } from '../../server/src/areas/documents/pdf';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlate } from '../src/areas/vehicles/format';
import { axeViolations } from './axe';
import { collectErrors, launchBrowser, newContext, signIn, TestServer } from './harness';
import { withServer } from './serverClient';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  // The PDF is previewed in Chromium's own viewer, which only the whole browser has.
  [server, browser] = await Promise.all([TestServer.create(), launchBrowser({ pdfViewer: true })]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Drops files on an element as a person dragging them from their desktop would. */
async function dropFiles(page: Page, testId: string, files: { name: string; type: string; data: Buffer }[]) {
  const transfer = await page.evaluateHandle(
    (list) => {
      const dataTransfer = new DataTransfer();
      for (const file of list)
        dataTransfer.items.add(
          new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, {
            type: file.type,
          }),
        );
      return dataTransfer;
    },
    files.map((file) => ({ name: file.name, type: file.type, base64: file.data.toString('base64') })),
  );
  const zone = page.getByTestId(testId);
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

describe('documents', () => {
  it('drops a policy and a photo on a vehicle, previews the PDF, finds it by a word inside, renews the insurance', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'manager');

    // A vehicle whose insurance is on record, and a policy that runs a year longer.
    const insurance = await withServer(server, context, async (client) => {
      const page = await client.compliance.list.query({ kind: ['insurance'], limit: 50 });
      return page.items.find((item) => item.vehicle !== null && item.validUntil !== null)!;
    });
    const vehicle = insurance.vehicle!;
    const plate = formatPlate(vehicle.registration);
    const until = `${Number(insurance.validUntil!.slice(0, 4)) + 1}${insurance.validUntil!.slice(4)}`;
    const word = `Vognparkprøve${Date.now()}`;
    // A word only the PDF's text holds, not its title or its file's name.
    const inside = `Kaskoaftale${Date.now()}`;
    const policy = simplePdf(['Forsikringspolice', `Køretøj: ${plate}`, `Særlig aftale: ${inside}`]);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();

    // The upload journey, not a press before hydration (ssr.test.ts keeps those): a served button
    // pressed while the tab's chunks were still loading was lost on a loaded machine once.
    await page.goto(`/manager/vehicles/${vehicle.id}?tab=documents`, { waitUntil: 'networkidle' });
    const panel = page.getByRole('tabpanel', { name: 'Documents' });
    await panel.getByRole('button', { name: 'Upload Documents' }).click();
    const drawer = page.getByRole('dialog', { name: 'Upload Documents' });
    await drawer.waitFor();
    await drawer.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Insurance policy' });
    await drawer.getByRole('textbox', { name: 'Title', exact: true }).fill(`Police ${word}`);
    await drawer.getByRole('textbox', { name: 'Expiry date' }).fill(until);
    await dropFiles(page, 'drop-zone', [
      { name: 'police.pdf', type: 'application/pdf', data: policy },
      // A photo whose name says PDF: the server reads its type from its content.
      { name: 'skade.pdf', type: 'application/pdf', data: photo },
    ]);
    await drawer.getByRole('button', { name: 'Upload', exact: true }).click();
    // Each file shows its progress and ends uploaded.
    const files = drawer.getByRole('list', { name: 'Files' });
    await expect.poll(() => files.getByText('Uploaded').count(), { timeout: 30_000 }).toBe(2);
    expect(await axeViolations(page), 'upload drawer').toEqual([]);
    await drawer.getByRole('button', { name: 'Close' }).first().click();

    // One document per file, titled with the title and the file's name: the policy opens in the
    // browser's own PDF viewer, and proposes the renewal.
    const policyTitle = `Police ${word} – police.pdf`;
    await panel
      .getByRole('list', { name: 'Documents' })
      .getByRole('button', { name: /skade\.pdf/ })
      .waitFor();
    await panel
      .getByRole('list', { name: 'Documents' })
      .getByRole('button', { name: /police\.pdf/ })
      .click();
    const preview = panel.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: policyTitle }).waitFor();
    await preview.locator(`iframe[title="PDF: ${policyTitle}"]`).waitFor();
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')), {
        timeout: 15_000,
      })
      .toBe(true);
    await preview.getByRole('button', { name: 'Renew Obligation' }).waitFor();

    // Found on the documents page by a word inside the PDF.
    await page.goto(`/manager/documents?q=${encodeURIComponent(inside.toLowerCase())}`);
    const list = page.getByRole('list', { name: 'Documents' });
    await list.getByRole('button', { name: /police\.pdf/ }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await axeViolations(page), 'documents page').toEqual([]);

    // Renewed from its proposal: the vehicle's insurance now runs to the policy's date.
    await list.getByRole('button', { name: /police\.pdf/ }).click();
    await page
      .getByRole('region', { name: 'Preview' })
      .getByRole('button', { name: 'Renew Obligation' })
      .click();
    await page.getByText(/^The obligation is renewed until /).waitFor();
    const renewed = await withServer(server, context, (client) =>
      client.compliance.get.query({ id: insurance.id }),
    );
    expect(renewed.validUntil).toBe(until);
    await page
      .getByRole('region', { name: 'Preview' })
      .getByText('Evidence for a renewed obligation')
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
