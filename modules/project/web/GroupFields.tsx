// The fields a form group of 项目详情 takes, drawn as the form draws them (each through its own
// schema: renderer, validation, pattern), before what the group adds.
import { RecursionField, useFieldSchema } from '@formily/react';

export function GroupFields() {
  const schema = useFieldSchema();
  return (
    <>
      {Object.entries(schema.properties ?? {}).map(([name, field]) => (
        <RecursionField key={name} name={name} schema={field} />
      ))}
    </>
  );
}
