/** Each HTTP test file ends the database connections it opened, before its servers stop. */
import { closeDatabases } from '../../src/server/database';

afterAll(() => closeDatabases());
