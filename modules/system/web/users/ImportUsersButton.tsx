// 导入: an .xlsx of users (账号, 姓名, 角色, 默认角色, 人员工号, 类型, 初始密码), all or nothing — the
// list template's import button over portal.User/leadIn; generated passwords are shown once after.
import { ImportButton } from '../../../../src/templates/list/ImportButton';
import { UserApi } from '../api';

export function ImportUsersButton({ onImported, onPasswords }: { onImported: () => void; onPasswords: (p: Array<{ code: string; password: string }>) => void }) {
  return (
    <ImportButton
      leadIn={(fileId) => UserApi.leadIn([fileId], { ignoreError: true })}
      onImported={onImported}
      onClosed={(result) => result.passwords.length && onPasswords(result.passwords)}
    />
  );
}
