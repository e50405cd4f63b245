// Prints the closing line CI reads ("N passed, N failed") from the vitest (unit, cross-browser) and Playwright JSON reports.
import { readFileSync } from 'node:fs';

// reports/, not test-results/: Playwright empties its own output folder when it starts.

const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
const unit = read('reports/unit.json');
const e2e = read('reports/e2e.json').stats;
const cross = read('reports/cross.json');

const unitPassed = unit.numPassedTests;
const unitFailed = unit.numFailedTests;
const e2ePassed = e2e.expected + e2e.flaky;
const e2eFailed = e2e.unexpected;
console.log(`unit: ${unitPassed} passed, ${unitFailed} failed`);
console.log(`e2e: ${e2ePassed} passed, ${e2eFailed} failed, ${e2e.skipped} skipped`);
console.log(`cross-browser (Firefox, WebKit): ${cross.numPassedTests} passed, ${cross.numFailedTests} failed`);
console.log(`total: ${unitPassed + e2ePassed + cross.numPassedTests} passed, ${unitFailed + e2eFailed + cross.numFailedTests} failed`);
