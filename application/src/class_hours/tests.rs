use chrono::NaiveTime;
use domain::actor::Actor;
use domain::class_hour::{ClassHour, ClassHourDraft, ClassHourForm};
use domain::ids::{ClassHourId, InstitutionId, RoleId, UserId};
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::version::Version;

use super::*;
use crate::ports::{Lock, RequestMeta};
use crate::test_support::{FakeTx, FakeUnit};
use crate::AppError;

fn admin() -> Actor {
    Actor {
        user_id: UserId::from_stored(1),
        role_id: RoleId::from_stored(3),
        role_level: RoleLevel::Institution,
        permissions: [Permission::ClassHourAdd, Permission::ClassHourEdit].into(),
        institution_id: Some(InstitutionId::from_stored(1)),
        is_system: false,
        session_id: "s".into(),
    }
}

fn first_period() -> ClassHour {
    ClassHour {
        id: ClassHourId::from_stored(1),
        institution_id: InstitutionId::from_stored(1),
        details: ClassHourDraft {
            number: 1,
            start: NaiveTime::from_hms_opt(8, 30, 0).unwrap(),
            end: NaiveTime::from_hms_opt(9, 50, 0).unwrap(),
        },
        version: Version::new(1),
    }
}

fn form(number: i64, start: &str, end: &str) -> ClassHourForm {
    ClassHourForm { number, start_time: start.into(), end_time: end.into() }
}

#[test]
fn an_overlapping_period_is_refused_before_storage() {
    let mut tx = FakeTx::new();
    tx.class_hours.expect_of_institution().returning(|_| Ok(vec![first_period()]));
    tx.class_hours.expect_insert().times(1).returning(|_, _| Ok(first_period()));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let create = CreateClassHour { unit: &unit };
    match create.execute(&admin(), None, form(2, "09:30", "10:50"), &RequestMeta::default()) {
        Err(AppError::Conflict(rule)) => assert_eq!(rule.code(), "class_hour_overlaps"),
        other => panic!("expected an overlap, got {other:?}"),
    }
    assert!(create.execute(&admin(), None, form(2, "10:00", "11:20"), &RequestMeta::default()).is_ok());
    assert_eq!(unit.ended(), (1, 1));
}

#[test]
fn a_period_does_not_clash_with_itself_when_edited() {
    let mut tx = FakeTx::new();
    tx.class_hours.expect_find().withf(|_, lock| *lock == Lock::ForUpdate).returning(|_, _| Ok(Some(first_period())));
    tx.class_hours.expect_of_institution().returning(|_| Ok(vec![first_period()]));
    tx.class_hours.expect_save().times(1).returning(|_, _, _| Ok(first_period()));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let update = UpdateClassHour { unit: &unit };
    let moved = form(1, "08:00", "09:20");
    assert!(update.execute(&admin(), ClassHourId::from_stored(1), moved, Version::new(1), &RequestMeta::default()).is_ok());
}
