use domain::ids::UserId;
use domain::permission::Permission;

use super::*;
use crate::ports::*;
use crate::session::login::tests::{now, teacher, teacher_session};
use crate::test_support::{attempt_recorded, institution, refused_fields, FakeTx, FakeUnit};
use crate::AppError;

fn clock() -> MockClock {
    let mut clock = MockClock::new();
    clock.expect_now().returning(now);
    clock
}

/// The stored hash is "h:" and the password; a hash verifies only its own password.
fn hasher() -> MockPasswordHasher {
    let mut hasher = MockPasswordHasher::new();
    hasher.expect_verify().returning(|password, hash| hash == format!("h:{password}"));
    hasher.expect_hash().returning(|password| Ok(format!("h:{password}")));
    hasher.expect_generate().returning(|| "abcd-efgh-jkmn".into());
    hasher
}

fn users(current: &'static str) -> MockUserQueries {
    let mut users = MockUserQueries::new();
    users.expect_find_credentials().returning(move |_| {
        Ok(Some(Credentials { user_id: UserId::from_stored(1), password_hash: format!("h:{current}"), is_active: true }))
    });
    users
}

fn change(current: &str, new: &str) -> PasswordChange {
    PasswordChange { current_password: current.into(), new_password: new.into() }
}

#[test]
fn a_wrong_current_password_is_refused_and_counted() {
    let unit = FakeUnit::new(attempt_recorded(
        |attempt| attempt.user_id.is_none() && attempt.username == "teacher",
        domain::audit::AuditAction::PasswordChange,
    ));
    let mut sessions = MockSessionStore::new();
    sessions.expect_failures_since().returning(|_, _| Ok(0));
    let use_case = ChangeOwnPassword { unit: &unit, users: &users("old-secret"), sessions: &sessions, hasher: &hasher(), clock: &clock() };
    let result = use_case.execute(&teacher_session(3), change("guess-1234", "new-secret-1"), &RequestMeta::default());
    assert_eq!(refused_fields(result), vec!["current_password"]);
    assert_eq!(unit.ended(), (1, 0), "nothing is written but the attempt, which is committed");
}

#[test]
fn after_too_many_failures_the_change_is_refused_before_any_check() {
    let unit = FakeUnit::new(FakeTx::new());
    let mut sessions = MockSessionStore::new();
    sessions.expect_failures_since().returning(|_, _| Ok(domain::session::MAX_FAILED_LOGINS));
    let use_case = ChangeOwnPassword { unit: &unit, users: &users("old-secret"), sessions: &sessions, hasher: &hasher(), clock: &clock() };
    let result = use_case.execute(&teacher_session(3), change("old-secret", "new-secret-1"), &RequestMeta::default());
    assert!(matches!(result, Err(AppError::TooManyAttempts)));
}

#[test]
fn the_new_password_must_differ_from_the_current_one_and_the_username() {
    let unit = FakeUnit::new(FakeTx::new());
    let mut sessions = MockSessionStore::new();
    sessions.expect_failures_since().returning(|_, _| Ok(0));
    let use_case = ChangeOwnPassword { unit: &unit, users: &users("old-secret"), sessions: &sessions, hasher: &hasher(), clock: &clock() };
    for new in ["old-secret", "TEACHER", "short"] {
        let result = use_case.execute(&teacher_session(3), change("old-secret", new), &RequestMeta::default());
        assert_eq!(refused_fields(result), vec!["new_password"], "{new}");
    }
}

#[test]
fn a_change_keeps_this_session_and_ends_the_others_in_one_transaction() {
    let mut tx = FakeTx::new();
    tx.accounts.expect_password_hash().returning(|_| Ok(Some("h:old-secret".into())));
    tx.accounts
        .expect_set_password()
        .withf(|_, hash, temporary| hash == "h:new-secret-1" && !temporary)
        .times(1)
        .returning(|_, _, _| Ok(()));
    tx.accounts.expect_end_sessions().withf(|_, keep| *keep == Some("session-1")).times(1).returning(|_, _| Ok(2));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let mut sessions = MockSessionStore::new();
    sessions.expect_failures_since().returning(|_, _| Ok(0));
    let use_case = ChangeOwnPassword { unit: &unit, users: &users("old-secret"), sessions: &sessions, hasher: &hasher(), clock: &clock() };
    use_case.execute(&teacher_session(3), change("old-secret", "new-secret-1"), &RequestMeta::default()).unwrap();
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn a_password_changed_meanwhile_is_not_overwritten() {
    let mut tx = FakeTx::new();
    tx.accounts.expect_password_hash().returning(|_| Ok(Some("h:someone-else".into())));
    let unit = FakeUnit::new(tx);
    let mut sessions = MockSessionStore::new();
    sessions.expect_failures_since().returning(|_, _| Ok(0));
    let use_case = ChangeOwnPassword { unit: &unit, users: &users("old-secret"), sessions: &sessions, hasher: &hasher(), clock: &clock() };
    let result = use_case.execute(&teacher_session(3), change("old-secret", "new-secret-1"), &RequestMeta::default());
    assert!(matches!(result, Err(AppError::StaleVersion)));
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn a_reset_needs_user_edit() {
    let unit = FakeUnit::new(FakeTx::new());
    let result = ResetPassword { unit: &unit, hasher: &hasher() }.execute(
        &institution(&[Permission::UserView]),
        UserId::from_stored(1),
        &RequestMeta::default(),
    );
    assert!(matches!(result, Err(AppError::Forbidden)));
}

#[test]
fn a_reset_gives_a_temporary_password_and_ends_every_session() {
    let mut tx = FakeTx::new();
    tx.users.expect_find().returning(|_, _| Ok(Some(teacher())));
    tx.accounts
        .expect_set_password()
        .withf(|_, hash, temporary| hash == "h:abcd-efgh-jkmn" && *temporary)
        .times(1)
        .returning(|_, _, _| Ok(()));
    tx.accounts.expect_end_sessions().withf(|_, keep| keep.is_none()).times(1).returning(|_, _| Ok(1));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let actor = crate::test_support::actor(
        domain::role::RoleLevel::Institution,
        Some(3),
        &[Permission::UserEdit, Permission::UserView, Permission::TeacherTopic],
    );
    let temporary =
        ResetPassword { unit: &unit, hasher: &hasher() }.execute(&actor, UserId::from_stored(5), &RequestMeta::default()).unwrap();
    assert_eq!(temporary, "abcd-efgh-jkmn");
}

#[test]
fn ones_own_password_is_changed_not_reset() {
    let unit = FakeUnit::new(FakeTx::new());
    let actor = crate::test_support::actor(domain::role::RoleLevel::Institution, Some(3), &[Permission::UserEdit]);
    let result = ResetPassword { unit: &unit, hasher: &hasher() }.execute(&actor, actor.user_id, &RequestMeta::default());
    match result {
        Err(AppError::Rule(rule)) => assert_eq!(rule.code(), "cannot_reset_self"),
        other => panic!("expected cannot_reset_self, got {other:?}"),
    }
    assert_eq!(unit.ended(), (0, 0));
}

#[test]
fn ending_a_session_not_ones_own_is_not_found() {
    let mut tx = FakeTx::new();
    tx.accounts.expect_end_session().returning(|_, _| Ok(false));
    let unit = FakeUnit::new(tx);
    let result = EndMySession { unit: &unit }.execute(&teacher_session(3), "someone-else", &RequestMeta::default());
    assert!(matches!(result, Err(AppError::NotFound)));
}

#[test]
fn the_list_marks_the_session_that_asks() {
    let mut sessions = MockSessionStore::new();
    sessions.expect_sessions_of().returning(|_, _, _| {
        let open =
            |id: &str| OpenSession { session_id: id.into(), started_at: now(), expires_at: now(), client_ip: None, user_agent: None };
        Ok(domain::paging::Page::exact(vec![open("session-2"), open("session-1")], 2))
    });
    let page = MySessions { sessions: &sessions, clock: &clock() }.execute(&teacher_session(3), Default::default()).unwrap();
    assert_eq!(page.items.iter().map(|s| s.current).collect::<Vec<_>>(), vec![false, true]);
}
