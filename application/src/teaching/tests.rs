use chrono::{TimeZone, Utc};
use domain::ids::{EduSubjectId, GroupId, InstitutionId, StaffId};
use domain::permission::Permission;

use super::*;
use crate::ports::{MockClock, RequestMeta, TeacherPost};
use crate::test_support::{institution, name, FakeTx, FakeUnit};
use crate::AppError;

fn clock() -> MockClock {
    let mut clock = MockClock::new();
    clock.expect_now().returning(|| Utc.with_ymd_and_hms(2026, 11, 23, 6, 0, 0).unwrap());
    clock
}

fn post() -> TeacherPost {
    TeacherPost {
        staff: StaffId::from_stored(3),
        institution_id: InstitutionId::from_stored(2),
        institution_name: name("TATU"),
        institution_short_name: "TATU".into(),
    }
}

#[test]
fn a_lesson_in_the_future_is_refused_before_any_transaction() {
    let unit = FakeUnit::new(FakeTx::new());
    let clock = clock();
    let form = TopicsForm { date: "2026-11-24".into(), class_hour_id: 1, topic_ids: vec![1] };
    let refused = RecordTopics { unit: &unit, clock: &clock }.execute(
        &institution(&[Permission::TeacherEduGroupsView]),
        GroupId::from_stored(7),
        EduSubjectId::from_stored(5),
        form,
        &RequestMeta::default(),
    );
    assert_eq!(crate::test_support::refused_fields(refused), ["date"]);
    assert_eq!(unit.ended(), (0, 0));
}

#[test]
fn a_lesson_the_teacher_does_not_hold_is_refused() {
    let mut tx = FakeTx::new();
    tx.teaching.expect_posts().returning(|_| Ok(vec![post()]));
    tx.schedules.expect_in_window().returning(|_, _| Ok(Vec::new()));
    tx.teaching.expect_record().never();
    let unit = FakeUnit::new(tx);
    let clock = clock();
    let form = TopicsForm { date: "2026-11-16".into(), class_hour_id: 1, topic_ids: vec![1] };
    let refused = RecordTopics { unit: &unit, clock: &clock }.execute(
        &institution(&[Permission::TeacherEduGroupsView]),
        GroupId::from_stored(7),
        EduSubjectId::from_stored(5),
        form,
        &RequestMeta::default(),
    );
    match refused {
        Err(AppError::Rule(rule)) => assert_eq!(rule.code(), "lesson_not_held"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_user_not_on_the_staff_cannot_add_topics_and_sees_no_subjects() {
    let mut tx = FakeTx::new();
    tx.teaching.expect_posts().returning(|_| Ok(Vec::new()));
    tx.teaching.expect_insert_topic().never();
    let unit = FakeUnit::new(tx);
    let actor = institution(&[Permission::TeacherTopic]);
    let form =
        domain::schedule::TopicForm { edu_subject_id: 5, name: "Integral".into(), hours: 2, lesson_type: "LECTURE".into(), order: 1 };
    match (CreateTopic { unit: &unit }).execute(&actor, form, &RequestMeta::default()) {
        Err(AppError::Rule(rule)) => assert_eq!(rule.code(), "not_a_teacher"),
        other => panic!("{other:?}"),
    }
    assert!(TeacherSubjects { unit: &unit }.execute(&actor).unwrap().is_empty());
}
