/** Socket.IO room names: one per user, and one per course for its reviewers' live queue. */
export const LiveRooms = {
  user: (userId: number): string => `user:${userId}`,
  courseReviewers: (courseId: number): string => `course-reviewers:${courseId}`,
} as const;
