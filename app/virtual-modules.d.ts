/** Per page kind, the code its route loads with `import()` (scripts/page-chunks.ts). */
declare module 'virtual:page-chunks' {
  const chunks: Partial<Record<string, string[]>>;
  export default chunks;
}
