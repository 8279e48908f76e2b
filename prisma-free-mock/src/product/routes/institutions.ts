import { Hono } from 'hono';
import type { MockContext } from '../../context';
import { type ProductEnv, requireAdmin } from '../auth';
import { callerRecord, parseBody, stateOf } from '../request';
import { schemas } from '../schemas';
import * as institutions from '../state/institutions';
import type { ProductInstitution, ProductState } from '../state/model';
import { userById } from '../state/indexes';
import { institutionView } from '../views';

const DANISH = new Intl.Collator('da');

/** The admin's view of a request: who asked, and how many people are linked (counts: one pass for a list). */
function adminInstitutionView(
  state: ProductState,
  i: ProductInstitution,
  counts: Map<string, number> = institutions.userCounts(state),
) {
  const requester = i.createdBy ? userById(state.users, i.createdBy) : undefined;
  return {
    ...institutionView(i),
    requestedBy: requester
      ? { userId: requester.userId, email: requester.email, name: requester.name }
      : null,
    userCount: counts.get(i.id) ?? 0,
  };
}

/** /institutions/*: the register of schools, teachers' requests for new ones and the admin's handling of them. */
export function institutionRoutes(ctx: MockContext) {
  const app = new Hono<ProductEnv>();

  app.get('/GetConfirmedInstitutions', (c) => {
    const state = stateOf(ctx);
    return c.json(institutions.institutionsWithStatus(state, 'confirmed').map(institutionView));
  });

  app.get('/GetInstitutionFilterData', (c) => c.json({ segments: institutions.segmentCounts(stateOf(ctx)) }));

  app.get('/GetPendingInstitutions', requireAdmin, (c) => {
    const state = stateOf(ctx);
    const counts = institutions.userCounts(state);
    return c.json(
      institutions
        .institutionsWithStatus(state, 'pending')
        .map((i) => adminInstitutionView(state, i, counts)),
    );
  });

  app.get('/GetInstitutionOverview', requireAdmin, (c) => {
    const state = stateOf(ctx);
    const all = [...state.institutions].sort((a, b) => DANISH.compare(a.name, b.name));
    const count = (filter: (i: ProductInstitution) => boolean) => all.filter(filter).length;
    const counts = institutions.userCounts(state);
    const usersPerSegment = new Map<string, number>();
    for (const i of all)
      usersPerSegment.set(i.segment, (usersPerSegment.get(i.segment) ?? 0) + (counts.get(i.id) ?? 0));
    return c.json({
      totals: {
        institutions: all.length,
        confirmed: count((i) => i.status === 'confirmed'),
        pending: count((i) => i.status === 'pending'),
        users: state.users.length,
        usersWithoutInstitution: state.users.filter((u) => u.institutionId === null).length,
      },
      segments: institutions.segmentCounts(state).map(({ segment }) => ({
        segment,
        confirmed: count((i) => i.segment === segment && i.status === 'confirmed'),
        pending: count((i) => i.segment === segment && i.status === 'pending'),
        users: usersPerSegment.get(segment) ?? 0,
      })),
      institutions: all.map((i) => ({
        id: i.id,
        name: i.name,
        segment: i.segment,
        city: i.city,
        status: i.status,
        userCount: counts.get(i.id) ?? 0,
      })),
    });
  });

  app.post('/CreateInstitution', async (c) => {
    const state = stateOf(ctx);
    const input = await parseBody(c, schemas.createInstitution);
    const created = institutions.createInstitution(state, input, callerRecord(state, c.get('caller')));
    return c.json(adminInstitutionView(state, created), 201);
  });

  app.post('/ApproveInstituion', requireAdmin, async (c) => {
    const state = stateOf(ctx);
    const { id } = await parseBody(c, schemas.institutionId);
    return c.json(institutionView(institutions.approveInstitution(state, id)));
  });

  app.post('/RenameInstitution', requireAdmin, async (c) => {
    const state = stateOf(ctx);
    const { id, name } = await parseBody(c, schemas.renameInstitution);
    return c.json(institutionView(institutions.renameInstitution(state, id, name)));
  });

  app.delete('/DeleteInstituion', requireAdmin, async (c) => {
    const state = stateOf(ctx);
    const { id } = await parseBody(c, schemas.institutionId);
    const { institution, unlinkedUserIds } = institutions.deleteInstitution(state, id);
    return c.json({ id: institution.id, name: institution.name, deleted: true, unlinkedUserIds });
  });

  return app;
}
