/**
 * The PostgreSQL database a bench makes for itself: its usual name, or that name with BENCH_DATABASE_SUFFIX
 * (letters, digits, _) so that two benches can run at once on one server without dropping each other's data.
 */
export function benchDatabase(name: string): string {
  const suffix = process.env.BENCH_DATABASE_SUFFIX ?? '';
  if (!/^[a-z0-9_]*$/.test(suffix))
    throw new Error('BENCH_DATABASE_SUFFIX takes lowercase letters, digits and _ only');
  return suffix ? `${name}_${suffix}` : name;
}
