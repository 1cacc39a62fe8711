import { useCallback, useContext } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ShellContext } from '../../app/shell/ShellContext';

/** Opens a page of the shell by its path under the tenant (`mdm/SupplierDetail?id=1`). */
export function useOpenPage(): (path: string) => void {
  const shell = useContext(ShellContext);
  const navigate = useNavigate();
  const { tenant = '' } = useParams();
  return useCallback(
    (path: string) => {
      const clean = path.replace(/^\/+/, '');
      if (shell) shell.open(clean);
      else navigate(`/${tenant}/${clean}`);
    },
    [shell, navigate, tenant],
  );
}
