import type {IncomingMessage, ServerResponse} from 'node:http';

export function chosenCoding(acceptEncoding: string | undefined | null): 'br' | 'gzip' | null;
export function createAnswerWriter(): (answer: {
  req: IncomingMessage;
  res: ServerResponse;
  answer: IncomingMessage;
  headers: string[];
  coding: 'br' | 'gzip' | null;
}) => void;
