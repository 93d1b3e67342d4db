import { CreatePostHandler } from './commands/create-post/create-post.handler';
import { DeletePostsHandler } from './commands/delete-posts/delete-posts.handler';
import { UpdatePostHandler } from './commands/update-post/update-post.handler';
import { PostController } from './http/post.controller';
import { ExportPostsHandler } from './queries/export-posts/export-posts.handler';
import { GetPostHandler } from './queries/get-post/get-post.handler';
import { ListEnabledPostsHandler } from './queries/list-enabled-posts/list-enabled-posts.handler';
import { PagePostsHandler } from './queries/page-posts/page-posts.handler';

/** Posts. */
export const postControllers = [PostController];

export const postProviders = [
  CreatePostHandler,
  UpdatePostHandler,
  DeletePostsHandler,
  GetPostHandler,
  PagePostsHandler,
  ListEnabledPostsHandler,
  ExportPostsHandler,
];
