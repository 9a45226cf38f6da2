import { Route, Routes } from 'react-router-dom';
import { ContestConsole } from './ContestConsole';
import { ContestIndex } from './ContestIndex';

/** contests: the list, then one contest's console (contests/:id). */
export function ContestSection() {
  return (
    <Routes>
      <Route index element={<ContestIndex />} />
      <Route path=":id" element={<ContestConsole />} />
    </Routes>
  );
}
