import '@atelier/ui/styles.css';
import { api, ResponseCode } from '@atelier/api';
import { handleResponse, queryKeyOf } from '@atelier/api/client';
import { AtelierProvider, Button, Dialog, DialogTrigger } from '@atelier/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  const [confirmed, setConfirmed] = useState(false);
  return (
    <AtelierProvider>
      <Button variant="primary" onPress={() => setCount((n) => n + 1)}>
        已点击 {count} 次
      </Button>
      <DialogTrigger>
        <Button>新建项目</Button>
        <Dialog title="新建项目" width={800} onOk={() => setConfirmed(true)}>
          项目创建后，成员可上传图纸并发起审批。
        </Dialog>
      </DialogTrigger>
      <p>{confirmed ? '已确认' : '未确认'}</p>
      <ApiCheck />
    </AtelierProvider>
  );
}

/** The published '@atelier/api' in a browser bundle: the contract from the root, the handling from '/client'. */
function ApiCheck() {
  const [id] = queryKeyOf(api.user.info);
  const response = { success: false, code: ResponseCode.Warning };
  const { branch } = handleResponse({ endpoint: api.project.checkName, response });
  return <p data-testid="api">{`${id} ${branch}`}</p>;
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
