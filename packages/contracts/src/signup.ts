// Wire shapes of the signup calls (request and response DTO types shared with the console).
export {};
