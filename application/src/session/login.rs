use domain::ids::UserId;
use domain::session::{is_locked_out, lockout_window, session_institution};
use domain::validation::{Invalid, ValidationErrors};

use super::record_attempt;
use super::Profile;
use crate::ports::{
    AuditContext, Clock, LoginAttempt, NewSession, PasswordHasher, RequestMeta, SessionStore, TokenIssuer, UnitOfWork, UserQueries,
};
use crate::AppError;
use domain::audit::AuditAction;

#[derive(Clone, PartialEq, Eq)]
pub struct LoginCommand {
    pub username: String,
    pub password: String,
    pub request: RequestMeta,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoggedIn {
    pub access_token: String,
    pub profile: Profile,
}

/// A hash of no real password, verified when the username is unknown so that an unknown user
/// takes as long to refuse as a wrong password.
const DECOY_HASH: &str = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Jx8TmRWLQsDbhB5zv4lwyYuIB7Zj3N1GIvMc9sTVkXk";

pub struct Login<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub users: &'a dyn UserQueries,
    pub sessions: &'a dyn SessionStore,
    pub hasher: &'a dyn PasswordHasher,
    pub tokens: &'a dyn TokenIssuer,
    pub clock: &'a dyn Clock,
}

impl Login<'_> {
    pub fn execute(&self, command: LoginCommand) -> Result<LoggedIn, AppError> {
        let username = command.username.trim().to_lowercase();
        let mut errors = ValidationErrors::new();
        if username.is_empty() {
            errors.add("username", Invalid::Required);
        }
        if command.password.is_empty() {
            errors.add("password", Invalid::Required);
        }
        errors.into_result()?;

        let now = self.clock.now();
        if is_locked_out(self.sessions.failures_since(&username, now - lockout_window())?) {
            return Err(AppError::TooManyAttempts);
        }
        let credentials = self.users.find_credentials(&username)?;
        let accepted = match &credentials {
            Some(found) if found.is_active => self.hasher.verify(&command.password, &found.password_hash),
            _ => {
                self.hasher.verify(&command.password, DECOY_HASH);
                false
            }
        };
        let attempt = LoginAttempt { username, user_id: None, at: now, client_ip: command.request.client_ip.clone(), session: None };
        let Some(credentials) = credentials.filter(|_| accepted) else {
            let audit = AuditContext {
                user_id: None,
                role_id: None,
                institution_id: None,
                action: AuditAction::LoginFailed,
                request: command.request,
            };
            record_attempt(self.unit, &attempt, &audit)?;
            return Err(AppError::InvalidCredentials);
        };
        open_session(self.unit, self.users, self.tokens, credentials.user_id, attempt, command.request)
    }
}

/// Opens a session for a user whose identity is proven: in their first role and institution,
/// recording the successful attempt and the time of login.
pub(crate) fn open_session(
    unit: &dyn UnitOfWork,
    users: &dyn UserQueries,
    tokens: &dyn TokenIssuer,
    user: UserId,
    attempt: LoginAttempt,
    request: RequestMeta,
) -> Result<LoggedIn, AppError> {
    let mut user = users.find(user)?.ok_or(AppError::InvalidCredentials)?;
    let role = user.roles.first().ok_or(AppError::Forbidden)?.id;
    let held: Vec<_> = user.institutions.iter().map(|i| i.id).collect();
    let institution = session_institution(&held, None);
    let token = tokens.issue(user.id, role, institution, attempt.at)?;
    let at = attempt.at;
    let session = NewSession {
        session_id: token.claims.session_id.clone(),
        expires_at: token.claims.expires_at,
        user_agent: request.user_agent.clone(),
    };
    let audit =
        AuditContext { user_id: Some(user.id), role_id: Some(role), institution_id: institution, action: AuditAction::Login, request };
    record_attempt(unit, &LoginAttempt { user_id: Some(user.id), session: Some(session), ..attempt }, &audit)?;
    user.last_login_at = Some(at);
    let profile = Profile::of(user, role, institution).ok_or(AppError::InvalidCredentials)?;
    Ok(LoggedIn { access_token: token.access_token, profile })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::ports::*;
    use crate::test_support::{attempt_recorded, FakeTx, FakeUnit};
    use chrono::{DateTime, TimeZone, Utc};
    use domain::ids::{InstitutionId, RoleId, UserId};
    use domain::multilingual::MultilingualName;
    use domain::permission::Permission;
    use domain::role::{Role, RoleLevel};
    use domain::version::Version;

    pub fn now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 21, 9, 0, 0).single().unwrap_or_default()
    }

    pub fn role(id: i64, name: &str, level: RoleLevel, permissions: &[Permission]) -> Role {
        Role {
            id: RoleId::from_stored(id),
            name: name.into(),
            permissions: permissions.iter().copied().collect(),
            level,
            is_system: false,
            version: Version::new(1),
        }
    }

    pub fn institution(id: i64) -> InstitutionRef {
        InstitutionRef {
            id: InstitutionId::from_stored(id),
            name: MultilingualName::from_stored(format!("TM {id}"), String::new(), String::new(), String::new()),
        }
    }

    /// A teacher attached to institutions 1 and 3.
    pub fn teacher() -> UserRecord {
        UserRecord {
            id: UserId::from_stored(1),
            username: "teacher".into(),
            name: "O‘qituvchi".into(),
            pinfl: None,
            is_active: true,
            is_system: false,
            roles: vec![role(4, "TEACHER", RoleLevel::Institution, &[Permission::TeacherTopic])],
            institutions: vec![institution(1), institution(3)],
            last_login_at: None,
            must_change_password: false,
            version: Version::new(1),
        }
    }

    /// The teacher's session in its TEACHER role (id 4) at `institution`, as authentication makes it.
    pub fn teacher_session(institution: i64) -> crate::session::Session {
        let profile =
            crate::session::Profile::of(teacher(), RoleId::from_stored(4), Some(InstitutionId::from_stored(institution))).unwrap();
        crate::session::Session {
            actor: domain::actor::Actor {
                user_id: profile.user.id,
                role_id: profile.role.id,
                role_level: profile.role.level,
                permissions: profile.role.permissions.clone(),
                institution_id: profile.institution.as_ref().map(|i| i.id),
                is_system: false,
                session_id: "session-1".into(),
            },
            claims: claims(1, 4, Some(institution)),
            profile,
        }
    }

    pub fn claims(user: i64, role: i64, institution: Option<i64>) -> SessionClaims {
        SessionClaims {
            session_id: "session-1".into(),
            user_id: UserId::from_stored(user),
            role_id: RoleId::from_stored(role),
            institution_id: institution.map(InstitutionId::from_stored),
            issued_at: now(),
            expires_at: now() + chrono::Duration::hours(12),
        }
    }

    fn clock() -> MockClock {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        clock
    }

    fn command(password: &str) -> LoginCommand {
        LoginCommand { username: " Teacher ".into(), password: password.into(), request: RequestMeta::default() }
    }

    fn users_with_teacher() -> MockUserQueries {
        let mut users = MockUserQueries::new();
        users
            .expect_find_credentials()
            .withf(|u| u == "teacher")
            .returning(|_| Ok(Some(Credentials { user_id: UserId::from_stored(1), password_hash: "hash".into(), is_active: true })));
        users.expect_find().returning(|_| Ok(Some(teacher())));
        users
    }

    #[test]
    fn a_right_password_opens_a_session_in_the_first_role_and_institution() {
        let users = users_with_teacher();
        let mut sessions = MockSessionStore::new();
        sessions.expect_failures_since().returning(|_, _| Ok(0));
        let unit = FakeUnit::new(attempt_recorded(
            |a| a.user_id == Some(UserId::from_stored(1)) && a.session.as_ref().is_some_and(|s| s.session_id == "session-1"),
            AuditAction::Login,
        ));
        let mut hasher = MockPasswordHasher::new();
        hasher.expect_verify().withf(|p, h| p == "demo" && h == "hash").returning(|_, _| true);
        let mut tokens = MockTokenIssuer::new();
        tokens
            .expect_issue()
            .withf(|u, r, i, _| u.get() == 1 && r.get() == 4 && *i == Some(InstitutionId::from_stored(1)))
            .returning(|_, _, _, _| Ok(IssuedToken { access_token: "jwt".into(), claims: claims(1, 4, Some(1)) }));
        let login = Login { unit: &unit, users: &users, sessions: &sessions, hasher: &hasher, tokens: &tokens, clock: &clock() };
        let logged_in = login.execute(command("demo")).unwrap();
        assert_eq!(logged_in.access_token, "jwt");
        assert_eq!(logged_in.profile.role.name, "TEACHER");
        assert_eq!(logged_in.profile.user.last_login_at, Some(now()));
        assert_eq!(unit.ended(), (1, 0), "the attempt, the session and the audit record in one transaction");
    }

    #[test]
    fn a_wrong_password_is_recorded_as_a_failure() {
        let users = users_with_teacher();
        let mut sessions = MockSessionStore::new();
        sessions.expect_failures_since().returning(|_, _| Ok(3));
        let unit = FakeUnit::new(attempt_recorded(|a| a.user_id.is_none() && a.username == "teacher", AuditAction::LoginFailed));
        let mut hasher = MockPasswordHasher::new();
        hasher.expect_verify().returning(|_, _| false);
        let tokens = MockTokenIssuer::new();
        let login = Login { unit: &unit, users: &users, sessions: &sessions, hasher: &hasher, tokens: &tokens, clock: &clock() };
        assert!(matches!(login.execute(command("wrong")), Err(AppError::InvalidCredentials)));
        assert_eq!(unit.ended(), (1, 0), "the refused attempt is committed, to count towards the lockout");
    }

    #[test]
    fn an_unknown_user_costs_a_hash_and_is_refused_alike() {
        let mut users = MockUserQueries::new();
        users.expect_find_credentials().returning(|_| Ok(None));
        let mut sessions = MockSessionStore::new();
        sessions.expect_failures_since().returning(|_, _| Ok(0));
        let unit = FakeUnit::new(attempt_recorded(|a| a.user_id.is_none(), AuditAction::LoginFailed));
        let mut hasher = MockPasswordHasher::new();
        hasher.expect_verify().times(1).returning(|_, _| true);
        let tokens = MockTokenIssuer::new();
        let login = Login { unit: &unit, users: &users, sessions: &sessions, hasher: &hasher, tokens: &tokens, clock: &clock() };
        assert!(matches!(login.execute(command("demo")), Err(AppError::InvalidCredentials)));
    }

    #[test]
    fn ten_failures_lock_even_the_right_password_out() {
        let users = MockUserQueries::new();
        let mut sessions = MockSessionStore::new();
        sessions.expect_failures_since().withf(|_, since| *since == now() - chrono::Duration::minutes(15)).returning(|_, _| Ok(10));
        let hasher = MockPasswordHasher::new();
        let tokens = MockTokenIssuer::new();
        let unit = FakeUnit::new(FakeTx::new());
        let login = Login { unit: &unit, users: &users, sessions: &sessions, hasher: &hasher, tokens: &tokens, clock: &clock() };
        assert!(matches!(login.execute(command("demo")), Err(AppError::TooManyAttempts)));
        assert_eq!(unit.ended(), (0, 0), "nothing is written");
    }

    #[test]
    fn empty_fields_are_named() {
        let users = MockUserQueries::new();
        let sessions = MockSessionStore::new();
        let hasher = MockPasswordHasher::new();
        let tokens = MockTokenIssuer::new();
        let unit = FakeUnit::new(FakeTx::new());
        let login = Login { unit: &unit, users: &users, sessions: &sessions, hasher: &hasher, tokens: &tokens, clock: &clock() };
        let blank = LoginCommand { username: " ".into(), password: String::new(), request: RequestMeta::default() };
        match login.execute(blank) {
            Err(AppError::Validation(errors)) => assert_eq!(errors.fields().len(), 2),
            other => panic!("expected validation errors, got {other:?}"),
        }
    }
}
