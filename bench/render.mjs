/**
 * Rendering: which components React renders for one badge poll with unchanged counts and for a
 * sidebar toggle, in the real app (a production build without minification, so component names
 * survive) from the real server, in headless Chromium.
 *
 * Method: React's production build reports every commit to `__REACT_DEVTOOLS_GLOBAL_HOOK__` if
 * one exists (that is how React DevTools works on production sites). An init script installs a
 * minimal hook and walks each committed fiber tree the way DevTools does: a subtree whose child
 * pointer is unchanged was not touched; a component fiber rendered in this commit if it is new or
 * carries the PerformedWork flag. Each rendered component is classified by where it sits: inside
 * a NavBadge, elsewhere in the sidebar (`data-testid="sidebar"`), in the page content (`<main>`),
 * or elsewhere (providers, layout).
 */

/** Installed before React loads. */
function hookScript() {
  const state = { recording: false, commits: [] };
  Object.defineProperty(window, '__benchRender', { value: state });
  const componentTags = new Set([0, 1, 11, 14, 15]);
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type) return 'Anonymous';
    if (typeof type === 'function') return type.displayName || type.name || 'Anonymous';
    return (
      type.displayName ||
      type.render?.displayName ||
      type.render?.name ||
      type.type?.displayName ||
      type.type?.name ||
      'Anonymous'
    );
  };
  const where = (fiber, parent) => {
    if (parent === 'badge') return 'badge';
    if (componentTags.has(fiber.tag) && nameOf(fiber) === 'NavBadge') return 'badge';
    if (componentTags.has(fiber.tag) && nameOf(fiber) === 'Sidebar') return 'sidebar';
    if (parent === 'main' || parent === 'sidebar') return parent;
    if (fiber.tag === 5) {
      if (fiber.type === 'main') return 'main';
      if (fiber.memoizedProps?.['data-testid'] === 'sidebar') return 'sidebar';
    }
    return parent;
  };
  const walk = (root) => {
    const rendered = [];
    const visitChildren = (next, prev, place) => {
      if (prev && next.child === prev.child) return;
      for (let child = next.child; child; child = child.sibling) visit(child, place);
    };
    const visit = (fiber, parentPlace) => {
      const place = where(fiber, parentPlace);
      const prev = fiber.alternate;
      if (componentTags.has(fiber.tag) && (prev === null || (fiber.flags & 1) === 1)) {
        rendered.push({ name: nameOf(fiber), place, mounted: prev === null });
      }
      visitChildren(fiber, prev, place);
    };
    visitChildren(root.current, root.current.alternate, 'other');
    return rendered;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => {
      if (state.recording) state.commits.push({ at: performance.now(), rendered: walk(root) });
    },
  };
}

function summarise(commits) {
  const byPlace = { badge: 0, sidebar: 0, main: 0, other: 0 };
  const names = new Map();
  for (const commit of commits)
    for (const r of commit.rendered) {
      byPlace[r.place] += 1;
      const key = `${r.name} (${r.place})`;
      names.set(key, (names.get(key) ?? 0) + 1);
    }
  const top = [...names.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
  const outside = [...names.entries()].filter(([key]) => / \((main|other)\)$/.test(key));
  return { commits: commits.length, rendered: byPlace, top, outside };
}

async function record(page, action) {
  await page.evaluate(() => {
    window.__benchRender.commits.length = 0;
    window.__benchRender.recording = true;
  });
  await action();
  return page.evaluate(() => {
    window.__benchRender.recording = false;
    return window.__benchRender.commits.splice(0);
  });
}

/** `app`: { url, cookie, userName }. Takes up to ~40 s: it waits for the app's own 30 s poll. */
export async function measureRendering(browser, { app }) {
  const appUrl = new URL(app.url);
  const [name, value] = app.cookie.split('=');
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' });
  try {
    await context.addCookies([{ name, value, domain: appUrl.hostname, path: '/' }]);
    const page = await context.newPage();
    await page.addInitScript(hookScript);
    const polls = [];
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('my.myNavBadges'))
          polls.push({ sent: Date.now(), answered: null });
      });
      socket.on('framereceived', (frame) => {
        const text = String(frame.payload);
        const open = polls.find((poll) => poll.answered === null);
        if (open && text.includes('"tasks"')) open.answered = Date.now();
      });
    });
    await page.goto(`${app.url}/manager/dashboard`);
    await page.getByTestId('sidebar').getByText(app.userName).first().waitFor({ timeout: 30_000 });
    // Settle: the first badge answer is in and nothing moves for 2 s.
    const settleDeadline = Date.now() + 20_000;
    while (Date.now() < settleDeadline && !polls.some((poll) => poll.answered))
      await page.waitForTimeout(100);
    await page.waitForTimeout(2_000);
    const pollsBefore = polls.length;

    // One badge poll with unchanged counts: the app polls every 30 s by itself.
    const pollCommits = await record(page, async () => {
      const deadline = Date.now() + 40_000;
      while (Date.now() < deadline && !(polls.length > pollsBefore && polls.at(-1).answered))
        await page.waitForTimeout(100);
      await page.waitForTimeout(1_000);
    });
    const polled = polls.length > pollsBefore && polls.at(-1).answered !== null;
    const badgeText = await page.getByTestId('sidebar').innerText();

    const toggle = page.getByTestId('sidebar').locator('button[aria-expanded]').first();
    const collapseCommits = await record(page, async () => {
      await toggle.click();
      await page.waitForTimeout(1_000);
    });
    const expandCommits = await record(page, async () => {
      await toggle.click();
      await page.waitForTimeout(1_000);
    });
    return {
      polled,
      badgeCountsShown: /\d/.test(badgeText),
      poll: summarise(pollCommits),
      collapse: summarise(collapseCommits),
      expand: summarise(expandCommits),
    };
  } finally {
    await context.close();
  }
}
