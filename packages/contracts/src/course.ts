// Wire shapes of the course calls (request and response DTO types shared with the console).
export {};
