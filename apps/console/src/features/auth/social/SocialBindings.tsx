import { Button, H5, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { toast } from '../../../api/toaster';
import { useRefreshSocialBindings, useSocialBindings } from '../queries';
import { SOCIAL_PROVIDERS, socialApi } from './social-api';

/** The personal centre's DingTalk and WeChat Work bindings: bound to which account, and unbind. */
export function SocialBindings() {
  const bindings = useSocialBindings();
  const refresh = useRefreshSocialBindings();
  const [removing, setRemoving] = useState<number | null>(null);

  const unbind = async (type: number, openid: string, name: string) => {
    setRemoving(type);
    try {
      await socialApi.unbind(type, openid);
      toast.success(`已解除${name}绑定`);
      await refresh();
    } catch {
      // the API client told the user
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section className="dha-social-bindings" aria-label="社交账号绑定">
      <H5>社交账号</H5>
      {bindings.isPending ? (
        <Spinner size={16} />
      ) : (
        <HTMLTable compact>
          <tbody>
            {SOCIAL_PROVIDERS.map((p) => {
              const bound = bindings.data?.find((b) => b.type === p.type);
              return (
                <tr key={p.type}>
                  <th scope="row">{p.name}</th>
                  <td>
                    {bound ? (
                      <>
                        <Tag intent="success" minimal>
                          已绑定
                        </Tag>{' '}
                        {bound.nickname ?? bound.openid}
                      </>
                    ) : (
                      <Tag minimal>未绑定</Tag>
                    )}
                  </td>
                  <td>
                    {bound && (
                      <Button
                        small
                        intent="danger"
                        text="解除绑定"
                        aria-label={`解除${p.name}绑定`}
                        loading={removing === p.type}
                        onClick={() => void unbind(p.type, bound.openid, p.name)}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
