import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { LinkButton } from '../../ui/LinkButton';
import { DictDataList } from '../system/dict/DictDataDrawer';
import { useDictType } from '../system/dict/queries';

/**
 * `/dict/type/data/:dictId` (spec §2, digits only — the route rejects anything else): the entries of
 * one dictionary type as a page of its own, the same list the dictionary screen opens beside a type.
 */
export default function DictDataPage() {
  const id = Number(useParams().dictId);
  const type = useDictType(id);
  if (type.isPending) return <Spinner size={30} />;
  if (!type.data) {
    return (
      <NonIdealState
        icon="search"
        title="字典类型不存在"
        description={type.error?.message}
        action={<LinkButton to="/system/dict" text="返回字典管理" icon="arrow-left" minimal={false} small={false} />}
      />
    );
  }
  return <DictDataList key={type.data.id} type={type.data} />;
}
