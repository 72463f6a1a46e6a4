import { countries } from '../services/reference.js';
import { publicProcedure, router, sharedLeanRead } from '../trpc/init.js';

/** Reference data the forms need (sign-up, profile, withdrawal). */
export const referenceRouter = router({
  /** The country list: alpha-2, alpha-3, name and phone codes. */
  countries: publicProcedure.meta(sharedLeanRead()).query(({ ctx }) => countries(ctx)),
});
