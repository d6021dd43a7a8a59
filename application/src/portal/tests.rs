use domain::ids::{StudentId, UserId};
use domain::permission::Permission;
use domain::portal::{Linked, Relation};
use domain::role::RoleLevel;

use super::*;
use crate::test_support::{actor, clock_on, institution, is_forbidden, student, FakeTx, FakeUnit};
use crate::AppError;

/// A parent (user 1, no institution) linked to student 7.
fn parent() -> domain::actor::Actor {
    actor(RoleLevel::Institution, None, &[Permission::Portal])
}

fn linked_to_seven(tx: &mut FakeTx) {
    tx.portal
        .expect_linked()
        .withf(|user| *user == UserId::from_stored(1))
        .returning(|_| Ok(vec![Linked { student: StudentId::from_stored(7), relation: Relation::Child }]));
}

#[test]
fn another_student_is_not_found_and_never_read() {
    let mut tx = FakeTx::new();
    linked_to_seven(&mut tx);
    tx.students.expect_find().never();
    let unit = FakeUnit::new(tx);
    let clock = clock_on(2026, 11, 26);
    let asked = Some(StudentId::from_stored(8));
    let result = MyResults { unit: &unit, clock: &clock }.execute(&parent(), asked, None);
    assert!(matches!(result, Err(AppError::NotFound)), "{result:?}");
    let result = MyAttendance { unit: &unit }.execute(&parent(), asked, None);
    assert!(matches!(result, Err(AppError::NotFound)), "{result:?}");
}

#[test]
fn without_the_portal_permission_nothing_is_read() {
    let unit = FakeUnit::new(FakeTx::new());
    let staff = institution(&[Permission::StudentView]);
    assert!(is_forbidden(MyDocuments { unit: &unit }.execute(&staff, None)));
    assert!(is_forbidden(GetMe { unit: &unit }.execute(&staff)));
    assert_eq!(unit.ended(), (0, 0), "refused before a transaction");
}

#[test]
fn a_document_of_another_student_is_not_found() {
    let mut tx = FakeTx::new();
    linked_to_seven(&mut tx);
    tx.students.expect_find().returning(|id, _| Ok(Some(student(id.get()))));
    tx.study_documents.expect_issued().withf(|s| s.get() == 7).returning(|_| Ok(Vec::new()));
    let unit = FakeUnit::new(tx);
    let mut graduates = crate::ports::MockGraduateQueries::new();
    graduates.expect_pdf().never();
    let result = MyDocumentPdf { unit: &unit, graduates: &graduates }.execute(&parent(), None, 99);
    assert!(matches!(result, Err(AppError::NotFound)), "{result:?}");
}

#[test]
fn an_unlink_of_no_link_is_not_found_and_writes_no_audit() {
    let mut tx = FakeTx::new();
    tx.students.expect_find().returning(|id, _| Ok(Some(student(id.get()))));
    tx.portal.expect_unlink().returning(|_, _| Ok(false));
    tx.audit.expect_record().never();
    let unit = FakeUnit::new(tx);
    let admin = institution(&[Permission::StudentEdit]);
    let result = UnlinkParent { unit: &unit }.execute(&admin, UserId::from_stored(5), StudentId::from_stored(7), &Default::default());
    assert!(matches!(result, Err(AppError::NotFound)), "{result:?}");
}

#[test]
fn the_week_shows_only_the_students_own_subgroup() {
    use crate::test_support::lesson_view;
    let mut tx = FakeTx::new();
    linked_to_seven(&mut tx);
    tx.students.expect_find().returning(|id, _| Ok(Some(student(id.get()))));
    tx.schedules.expect_in_window().returning(|_, _| {
        let whole = lesson_view(1, 1, 3);
        let mut first = lesson_view(2, 2, 3);
        first.lesson.details.subgroup = Some(1);
        let mut second = lesson_view(3, 3, 3);
        second.lesson.details.subgroup = Some(2);
        Ok(vec![whole, first, second])
    });
    tx.exams.expect_in_window().returning(|_, _| Ok(Vec::new()));
    tx.groups.expect_subgroups().returning(|_, _| {
        Ok(vec![("1".into(), vec![StudentId::from_stored(6)]), ("2".into(), vec![StudentId::from_stored(7), StudentId::from_stored(8)])])
    });
    let unit = FakeUnit::new(tx);
    let clock = clock_on(2026, 11, 26);
    let week = MySchedule { unit: &unit, clock: &clock }.execute(&parent(), None, None, None).unwrap();
    let held: Vec<i64> = week.days.iter().flat_map(|d| &d.lessons).map(|l| l.lesson.id.get()).collect();
    assert_eq!(held, vec![1, 3]);
    assert_eq!(week.days.len(), 7);
}
