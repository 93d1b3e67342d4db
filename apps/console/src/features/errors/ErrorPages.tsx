import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';

export function Page401() {
  const navigate = useNavigate();
  return (
    <div className="dha-center-fill">
      <NonIdealState
        icon="lock"
        title="401 无权访问"
        description="对不起，您没有访问权限，请不要进行非法操作！您可以返回主页面。"
        action={
          <>
            <Button text="返回" onClick={() => navigate(-1)} /> <Button intent="primary" text="回首页" onClick={() => navigate('/')} />
          </>
        }
      />
    </div>
  );
}

export function Page404() {
  const navigate = useNavigate();
  return (
    <div className="dha-center-fill">
      <NonIdealState
        icon="search"
        title="404 找不到页面"
        description="对不起，您正在寻找的页面不存在。请检查您输入的网址是否正确。"
        action={<Button intent="primary" text="回首页" onClick={() => navigate('/')} />}
      />
    </div>
  );
}
