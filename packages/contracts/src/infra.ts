// Wire shapes of the infra calls (request and response DTO types shared with the console).
export {};
