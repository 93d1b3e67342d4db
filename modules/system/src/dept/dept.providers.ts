import { CreateDeptHandler } from './commands/create-dept/create-dept.handler';
import { DeleteDeptHandler } from './commands/delete-dept/delete-dept.handler';
import { UpdateDeptHandler } from './commands/update-dept/update-dept.handler';
import { DeptController } from './http/dept.controller';
import { GetDeptHandler } from './queries/get-dept/get-dept.handler';
import { ListDeptsHandler } from './queries/list-depts/list-depts.handler';
import { ListEnabledDeptsHandler } from './queries/list-enabled-depts/list-enabled-depts.handler';

/** Departments. */
export const deptControllers = [DeptController];

export const deptProviders = [
  CreateDeptHandler,
  UpdateDeptHandler,
  DeleteDeptHandler,
  GetDeptHandler,
  ListDeptsHandler,
  ListEnabledDeptsHandler,
];
