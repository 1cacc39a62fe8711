export async function seedEtlDemo(): Promise<void> {}
