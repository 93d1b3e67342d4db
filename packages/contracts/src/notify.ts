// Wire shapes of the notify calls (request and response DTO types shared with the console).
export {};
