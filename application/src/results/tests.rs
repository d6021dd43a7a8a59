use chrono::NaiveDate;
use domain::assessment::{AssessmentPlan, Control, Points, ResultState};
use domain::curriculum::RatingType;
use domain::ids::{CurriculumId, EduSubjectId, GroupId, InstitutionId, StudentId};
use domain::journal::{JournalSettings, Tally};
use domain::permission::Permission;
use domain::version::Version;

use super::*;
use crate::ports::{JournalLine, PlannedSubject, SheetClosing, SheetKey, SheetPoints};
use crate::test_support::{clock_on, curriculum_facts, group, institution, is_forbidden, name, student, FakeTx, FakeUnit};
use crate::AppError;

fn planned(subject: i64, credits: u8) -> PlannedSubject {
    PlannedSubject {
        semester: 1,
        subject: EduSubjectId::from_stored(subject),
        code: format!("S-{subject}"),
        name: name("Fan"),
        study_hours: 120,
        plan: AssessmentPlan { credits, ..AssessmentPlan::default_for(RatingType::HundredPoint, 120) },
    }
}

fn line(student: i64, subject: i64, marks: (i32, i32)) -> JournalLine {
    JournalLine {
        student: StudentId::from_stored(student),
        curriculum: CurriculumId::from_stored(4),
        semester: 1,
        subject: EduSubjectId::from_stored(subject),
        tally: Tally { marks_sum: marks.0, marks_count: marks.1, ..Tally::default() },
    }
}

fn points(student: i64, subject: i64, control: Control, attempt: i32, whole: i32) -> SheetPoints {
    SheetPoints {
        student: StudentId::from_stored(student),
        curriculum: CurriculumId::from_stored(4),
        semester: 1,
        subject: EduSubjectId::from_stored(subject),
        control,
        attempt,
        points: Points::whole(whole),
    }
}

fn final_sheet(subject: i64, attempt: i32, closed: bool) -> SheetClosing {
    SheetClosing {
        key: SheetKey {
            group: GroupId::from_stored(7),
            subject: EduSubjectId::from_stored(subject),
            semester: 1,
            control: Control::Final,
            attempt,
        },
        curriculum: CurriculumId::from_stored(4),
        institution: InstitutionId::from_stored(2),
        closed_by_hand: closed,
        exam_date: None,
    }
}

#[test]
fn results_follow_the_marks_the_latest_attempts_and_the_closing_of_the_final() {
    let inputs = ResultInputs {
        plans: vec![planned(5, 4), planned(6, 2)],
        lines: vec![line(21, 5, (170, 2)), line(21, 6, (100, 2))],
        points: vec![
            points(21, 5, Control::Midterm, 1, 25),
            points(21, 5, Control::Final, 1, 10),
            points(21, 5, Control::Final, 2, 26),
            points(21, 6, Control::Midterm, 1, 5),
        ],
        closings: vec![final_sheet(5, 1, true), final_sheet(5, 2, false), final_sheet(6, 1, true)],
        settings: JournalSettings::default(),
    };
    let book = compute_results(inputs, &[StudentId::from_stored(21)], NaiveDate::from_ymd_opt(2026, 11, 23).unwrap());
    let passed = book.result(StudentId::from_stored(21), 1, EduSubjectId::from_stored(5)).unwrap();
    // JN 34 (85 of 100 × 40) + ON 25 + the retake's 26 = 85: grade 4 at the second attempt.
    assert_eq!((passed.outcome.total, passed.outcome.grade, passed.attempt), (Points::whole(85), Some(4), 2));
    let missed = book.result(StudentId::from_stored(21), 1, EduSubjectId::from_stored(6)).unwrap();
    // JN 20 + ON 5 = 25 is below 38.5: not admitted, and the final is closed: a debt.
    assert_eq!((missed.outcome.admitted, missed.outcome.state), (false, ResultState::Debt));
    assert!(book.has_records(StudentId::from_stored(21), 1, EduSubjectId::from_stored(6)));
    assert!(!book.has_records(StudentId::from_stored(22), 1, EduSubjectId::from_stored(6)));
}

#[test]
fn a_students_results_need_student_view_and_show_a_typed_rating_as_recorded() {
    let unit = FakeUnit::new(FakeTx::new());
    let clock = clock_on(2026, 11, 23);
    assert!(is_forbidden(GetStudentResults { unit: &unit, clock: &clock }.execute(
        &institution(&[Permission::JournalView]),
        StudentId::from_stored(21),
        None
    )));

    let mut tx = FakeTx::new();
    tx.students.expect_find().returning(|_, _| Ok(Some(student(21))));
    tx.groups.expect_find().returning(|_, _| Ok(Some(group(7))));
    tx.groups.expect_curriculum().returning(|_| Ok(Some(curriculum_facts(RatingType::HundredPoint))));
    tx.assessment.expect_plans().returning(|_| Ok(vec![planned(5, 4), planned(6, 2)]));
    tx.journal.expect_lines().returning(|_, _, _, _| Ok(vec![line(21, 5, (90, 1))]));
    tx.control_sheets
        .expect_points()
        .returning(|_, _, _| Ok(vec![points(21, 5, Control::Midterm, 1, 30), points(21, 5, Control::Final, 1, 30)]));
    tx.control_sheets.expect_closings().returning(|_, _, _| Ok(vec![final_sheet(5, 1, false)]));
    tx.journal.expect_settings().returning(|_| Ok((JournalSettings::default(), Version::new(0))));
    tx.ratings.expect_of_students().returning(|_, _| Ok(vec![(StudentId::from_stored(21), 1, EduSubjectId::from_stored(6), 72)]));
    tx.ratings.expect_owed().returning(|_, _| Ok(Vec::new()));
    // The GPA is the kept one: (4 × 5 + 2 × 4) = 28 over 6 credits.
    tx.standings.expect_sums().times(1).returning(|_, _, _| Ok(vec![crate::test_support::kept_sums(21, 1, 28, 6, 0)]));
    let unit = FakeUnit::new(tx);
    let results = GetStudentResults { unit: &unit, clock: &clock }
        .execute(&institution(&[Permission::StudentView]), StudentId::from_stored(21), None)
        .unwrap();
    let subjects = &results.semesters[0].subjects;
    assert_eq!(subjects[0].source, ResultSource::Journal);
    assert_eq!((subjects[0].outcome.total, subjects[0].outcome.grade), (Points::whole(96), Some(5)));
    assert_eq!((subjects[1].source, subjects[1].outcome.grade), (ResultSource::Recorded, Some(4)));
    // (4 × 5 + 2 × 4) / 6 = 4.666… → 4.7
    assert_eq!(results.gpa.map(|g| g.tenths()), Some(47));
    assert_eq!(results.debts().count(), 0);

    let mut tx = FakeTx::new();
    tx.students
        .expect_find()
        .returning(|_, _| Ok(Some(domain::student::Student { institution_id: InstitutionId::from_stored(9), ..student(21) })));
    let unit = FakeUnit::new(tx);
    let hidden = GetStudentResults { unit: &unit, clock: &clock }.execute(
        &institution(&[Permission::StudentView]),
        StudentId::from_stored(21),
        None,
    );
    assert!(matches!(hidden, Err(AppError::NotFound)));
}

#[test]
fn the_kept_standings_are_the_results_decided_by_points_by_hand_or_from_the_day_after_a_sheet_closes() {
    let exam = NaiveDate::from_ymd_opt(2026, 12, 20).unwrap();
    let dated = |subject| SheetClosing { exam_date: Some(exam), ..final_sheet(subject, 1, false) };
    let inputs = ResultInputs {
        plans: vec![planned(5, 4), planned(6, 2), planned(7, 3), planned(8, 5)],
        // Student 21: JN 36 and ON 30 in subject 5, then 30 final points; nothing else recorded.
        lines: vec![line(21, 5, (90, 1))],
        points: vec![points(21, 5, Control::Midterm, 1, 30), points(21, 5, Control::Final, 1, 30)],
        // Subject 6's final closes by date after its exam, subject 7's was closed by hand; 8 has no sheet.
        closings: vec![dated(6), final_sheet(7, 1, true)],
        settings: JournalSettings::default(),
    };
    let typed = [((StudentId::from_stored(22), 1, EduSubjectId::from_stored(8)), 60)].into();
    let students = [StudentId::from_stored(21), StudentId::from_stored(22)];
    let kept = decided_standings(&inputs, &typed, domain::assessment::MarkingSystem::HundredPoint, &students);
    type Summary = (i64, i64, bool, Option<u8>, NaiveDate, Option<NaiveDate>);
    let summary: Vec<Summary> =
        kept.iter().map(|s| (s.student.get(), s.subject.get(), s.passed, s.grade, s.decided_from, s.exam_date)).collect();
    let closes = NaiveDate::from_ymd_opt(2026, 12, 23).unwrap();
    assert_eq!(
        summary,
        [
            // Final points decide at once: 96 is a 5.
            (21, 5, true, Some(5), always(), None),
            // Nothing recorded and the sheet closes by date: a debt from the day after it closes.
            (21, 6, false, Some(2), closes, Some(exam)),
            (22, 6, false, Some(2), closes, Some(exam)),
            // Closed by hand: a debt already.
            (21, 7, false, Some(2), always(), None),
            (22, 7, false, Some(2), always(), None),
            // Without a sheet nothing is decided, but a typed rating is: 60 is a 3.
            (22, 8, true, Some(3), always(), None),
        ]
    );
}
