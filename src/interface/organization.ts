/**
 * An organisation as the national organisation catalogue answers it (`GET /organizations[/{id}]`), shared by
 * the app (organisation names for the facet) and the local service (which serves them). Tolerant like the
 * search schemas: unknown fields pass through, labels may be missing.
 */
import * as z from 'zod/mini';

const label = z.nullish(z.string());

export const Organization = z.looseObject({
  /** The 9-digit organisation number. */
  organizationId: z.string().check(z.minLength(1)),
  name: z.string(),
  prefLabel: z.nullish(z.looseObject({ nb: label, nn: label, en: label })),
  /** `/KIND/number/…/number`, this organisation's own number last. */
  orgPath: z.nullish(z.string()),
  /** The register's form code (`ORGL`, `KOMM`, `FYLK`, `AS`, …) where known. */
  orgType: z.nullish(z.string()),
  /** The parent's organisation number; `null` at the top. */
  subOrganizationOf: z.nullish(z.string()),
});
export type Organization = z.infer<typeof Organization>;

export const OrganizationList = z.array(Organization);
