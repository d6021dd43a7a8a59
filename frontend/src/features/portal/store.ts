/** Which of a parent's children the portal shows, remembered across visits. */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface PortalChildState {
  studentId: number | null;
  choose(studentId: number): void;
}

export const usePortalChild = create<PortalChildState>()(
  persist(
    (set) => ({
      studentId: null,
      choose: (studentId) => set({ studentId }),
    }),
    { name: 'emis-portal-child', partialize: ({ studentId }) => ({ studentId }) },
  ),
);
