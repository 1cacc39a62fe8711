import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntityApi } from '../../src/api/services';
import { FuzzyCommonRenderer } from './FuzzyCommon';
import { fakeRecords, openPicker, queriesOf, referenceTypeSuite, serveFuzzy, shownOptions } from './shared/referenceTestKit';
import { makeField } from './shared/testFields';
import { renderEdit } from './shared/testRender';

// datax.Entity is mocked (a fake fuzzyPage over in-memory records): these tests pin the picker's
// requests and what it shows; the call itself is covered by the server tests.
vi.mock('../../src/api/services', () => import('../../tests/kit/web/servicesMock'));

// the entity comes from the attribute's QUOTE
referenceTypeSuite({
  renderer: FuzzyCommonRenderer,
  entityCode: 'Location',
  pageSize: 12,
  field: makeField('FuzzyCommon', { attr: { code: 'parent_id', dataTypeDict: 'QUOTE', quoteEntityCode: 'Location' } }),
});

describe('FuzzyCommon without an entity', () => {
  afterEach(cleanup);

  it('is a disabled picker that calls nothing', () => {
    const { container } = renderEdit(FuzzyCommonRenderer, makeField('FuzzyCommon'), null);
    expect(container.querySelector('.ant-select-disabled')).not.toBeNull();
    expect(EntityApi.fuzzyPage).not.toHaveBeenCalled();
  });

  it('takes the entity from field.props.entityCode over the attribute', async () => {
    const fuzzyPage = serveFuzzy({ Person: fakeRecords('P', '员工', 3) });
    const field = makeField('FuzzyCommon', { attr: { quoteEntityCode: 'Location' }, props: { entityCode: 'Person' } });
    const { container } = renderEdit(FuzzyCommonRenderer, field, null);
    openPicker(container);
    await waitFor(() => expect(shownOptions()).toEqual(['P001 员工1', 'P002 员工2', 'P003 员工3']));
    expect(queriesOf(fuzzyPage)[0].entityCode).toBe('Person');
  });
});
