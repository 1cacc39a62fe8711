// The menu designer's check of template parameters accepts every page the product declares (so a
// tenant can copy any of them as a starting point) and names where a wrong one is wrong.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../server/modules/catalogue';
import { checkTemplateParams } from '../../schemas/pages/params-schema';
import { paramsOf, reportParamsOf } from '../../schemas/pages/types';

describe('template parameters', () => {
  it("accepts every product page's and report's params", () => {
    const cat = catalogue();
    const texts = [...cat.pages.map((p) => JSON.stringify(paramsOf(p))), ...[...cat.reports.values()].map((r) => JSON.stringify(reportParamsOf(r)))];
    expect(texts.length).toBeGreaterThan(20);
    for (const t of texts) expect(checkTemplateParams(t), t).toEqual([]);
  });

  it('names the path of what is wrong, and refuses text that is not JSON', () => {
    expect(checkTemplateParams('{"class":"VformList","entityCode":"Supplier","pageSizeOptions":["x"]}')[0].path).toBe('pageSizeOptions.0');
    expect(checkTemplateParams('{"class":"VformDsvList","entityCode":"Supplier"}')[0].path).toBe('dataSource');
    expect(checkTemplateParams('{"class":"Nope","entityCode":"x"}')[0].path).toBe('class');
    expect(checkTemplateParams('{nope')[0].message).toContain('not JSON');
    expect(checkTemplateParams('')).toEqual([]);
  });
});
