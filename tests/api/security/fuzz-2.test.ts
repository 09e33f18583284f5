/** Part 2 of the fuzzing: fuzz.test.ts says what it proves, fuzz-world.ts holds its world and endpoints. */
import { describeFuzzing, fuzzWorld } from './fuzz-world';

fuzzWorld();
describeFuzzing(2);
