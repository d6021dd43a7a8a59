//! The timetable's assembly and the search behind the port together: the drafts they make keep
//! every hard rule of the schedule.

#![allow(clippy::expect_used)]

use adapters_solver::SearchSolver;
use application::ports::{ProgressSink, SolverProgress, TimetableSolution, TimetableSolver};
use application::timetable::fixtures::{data, institution, semester};
use application::timetable::{assemble, disassemble, Assembly};
use domain::ids::StaffId;
use proptest::prelude::*;

/// Hears the progress and lets the search go on, or asks it to stop at the first report.
struct Listener {
    go_on: bool,
    reports: usize,
}

impl ProgressSink for Listener {
    fn report(&mut self, _: &SolverProgress) -> bool {
        self.reports += 1;
        self.go_on
    }
}

/// A repeatable search of `steps` steps from `seed`.
fn draft(assembly: &Assembly, seed: u64, steps: u64) -> TimetableSolution {
    let mut listener = Listener { go_on: true, reports: 0 };
    SearchSolver::repeatable(seed, steps).solve(&assembly.problem, 1, &mut listener).expect("the assembled problem is well formed")
}

#[test]
fn the_solver_keeps_a_teacher_in_their_preferred_periods() {
    let mut data = data();
    data.weights.preferred_periods = 50;
    let assembly = assemble(&data, semester());
    let solution = draft(&assembly, 5, 50_000);
    let (lessons, _) = disassemble(&assembly, &data, &solution);
    let karimov: Vec<_> = lessons.iter().filter(|l| l.teacher == StaffId::from_stored(2)).collect();
    assert!(!karimov.is_empty(), "Karimov teaches the subgroups");
    for lesson in karimov {
        assert!(matches!(lesson.weekday.get(), 3 | 4), "{lesson:?}");
        assert!(lesson.class_hour.get() <= 2, "{lesson:?}");
    }
}

#[test]
fn a_solution_becomes_clash_free_lessons_of_the_groups() {
    let data = data();
    let assembly = assemble(&data, semester());
    let solution = draft(&assembly, 3, 20_000);
    let (lessons, unplaced) = disassemble(&assembly, &data, &solution);
    assert_eq!(lessons.len(), 6, "{unplaced:?}");
    assert_eq!(unplaced.len(), 1);
    for (i, a) in lessons.iter().enumerate() {
        assert!(!(a.weekday.get() == 1 && a.class_hour.get() == 1 && a.teacher.get() == 1), "Aliyeva is barred then");
        let booking = a.booking(None);
        for b in &lessons[i + 1..] {
            assert_eq!(booking.clash_with(&b.booking(None)), None, "{a:?} {b:?}");
        }
        let published = &data.published[0].0;
        assert_eq!(booking.clash_with(published), None);
    }
}

#[test]
fn a_listener_that_asks_to_stop_gets_the_best_so_far_marked_stopped() {
    let data = data();
    let assembly = assemble(&data, semester());
    let mut listener = Listener { go_on: false, reports: 0 };
    let solution = SearchSolver::default().solve(&assembly.problem, 600, &mut listener).expect("the assembled problem is well formed");
    assert!(solution.stopped, "the stop reached the search long before its ten minutes");
    assert!(listener.reports >= 1);
    let placed = solution.placements.len();
    let left: usize = solution.unplaced.iter().map(|u| u.lessons).sum();
    let needed: usize = assembly.problem.courses.iter().map(|c| c.lessons).sum();
    assert_eq!(placed + left, needed, "every lesson is placed or listed");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Whatever the institution, every drafted lesson keeps every hard rule, and every lesson
    /// needed is either drafted or listed with a reason.
    #[test]
    fn every_draft_keeps_the_hard_rules(data in institution(), seed in 0u64..1000) {
        let assembly = assemble(&data, semester());
        let solution = draft(&assembly, seed, 3_000);
        let (lessons, unplaced) = disassemble(&assembly, &data, &solution);
        let left: u32 = unplaced.iter().map(|u| u.lessons).sum();
        prop_assert_eq!(lessons.len() as u32 + left, assembly.total);
        for (i, a) in lessons.iter().enumerate() {
            let teacher = data.teachers.iter().find(|t| t.id == a.teacher).unwrap();
            prop_assert!(teacher.subjects.contains(&a.subject), "the teacher teaches the subject");
            let group = data.groups.iter().find(|g| g.id == a.group).unwrap();
            let students = match a.subgroup {
                None => group.students,
                Some(n) => group.subjects.iter().find(|s| s.id == a.subject).unwrap().subgroups[usize::from(n) - 1],
            };
            let room = data.rooms.iter().find(|r| r.id == a.room).unwrap();
            prop_assert!(room.capacity >= students, "the room seats them");
            prop_assert!(a.lesson_type.fits_room(room.kind), "the room is of a kind for the lesson");
            prop_assert!(!data.unavailable.contains(&(a.teacher, a.weekday, a.class_hour)), "the teacher is available");
            let booking = a.booking(None);
            for b in &lessons[i + 1..] {
                prop_assert_eq!(booking.clash_with(&b.booking(None)), None);
                let same_course = a.group == b.group && a.subgroup == b.subgroup && a.subject == b.subject;
                prop_assert!(!(same_course && a.weekday == b.weekday && a.class_hour == b.class_hour));
            }
            for (published, _) in &data.published {
                prop_assert_eq!(booking.clash_with(published), None);
            }
        }
    }
}
