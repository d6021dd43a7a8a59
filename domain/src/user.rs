use std::collections::BTreeSet;

use chrono::{DateTime, Utc};

use crate::actor::{Actor, Scope};
use crate::audit::{AuditValue, Audited, EntityType, Snapshot};
use crate::ids::{InstitutionId, RoleId, UserId};
use crate::language::{Language, Localized};
use crate::multilingual::MultilingualName;
use crate::pinfl::Pinfl;
use crate::role::{may_grant, Role, RoleRule};
use crate::validation::{required_text, Invalid, ValidationErrors};
use crate::version::Version;

/// A login name: 3 to 64 lowercase Latin letters, digits, dots, hyphens and underscores,
/// starting with a letter or a digit.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Username(String);

impl Username {
    pub fn parse(value: &str) -> Result<Username, Invalid> {
        let value = value.trim();
        if value.is_empty() {
            return Err(Invalid::Required);
        }
        let length = value.chars().count();
        if length < 3 {
            return Err(Invalid::TooShort { min: 3 });
        }
        if length > 64 {
            return Err(Invalid::TooLong { max: 64 });
        }
        let allowed = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '.' | '-' | '_');
        let starts_well = value.starts_with(|c: char| c.is_ascii_lowercase() || c.is_ascii_digit());
        if value.chars().all(allowed) && starts_well {
            Ok(Username(value.to_string()))
        } else {
            Err(Invalid::UsernameFormat)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A new password: 8 to 128 characters.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(***)")
    }
}

impl Password {
    /// One's own new password: a password by the policy, neither the current one nor the username.
    pub fn parse_new(value: &str, username: &str, is_current: bool) -> Result<Password, Invalid> {
        let password = Password::parse(value)?;
        if is_current {
            Err(Invalid::SamePassword)
        } else if value.trim().eq_ignore_ascii_case(username) {
            Err(Invalid::PasswordIsUsername)
        } else {
            Ok(password)
        }
    }

    pub fn parse(value: &str) -> Result<Password, Invalid> {
        let length = value.chars().count();
        if length == 0 {
            Err(Invalid::Required)
        } else if length < 8 {
            Err(Invalid::TooShort { min: 8 })
        } else if length > 128 {
            Err(Invalid::TooLong { max: 128 })
        } else {
            Ok(Password(value.to_string()))
        }
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

/// A user account as a form submits it, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserDraft {
    pub username: Username,
    pub name: String,
    /// `None` on an update keeps the stored password.
    pub password: Option<Password>,
    pub roles: BTreeSet<RoleId>,
    pub institutions: BTreeSet<InstitutionId>,
    pub pinfl: Option<Pinfl>,
    pub is_active: bool,
}

/// The fields of a user form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UserForm {
    pub username: String,
    pub name: String,
    pub password: Option<String>,
    pub roles: Vec<i64>,
    pub institution_ids: Vec<i64>,
    pub pinfl: Option<String>,
    pub is_active: bool,
}

impl UserDraft {
    pub fn parse(form: &UserForm, password_required: bool) -> Result<UserDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let username = errors.check("username", Username::parse(&form.username));
        let name = errors.check("name", required_text(&form.name, 255));
        let password = match form.password.as_deref() {
            Some(p) if !p.is_empty() => errors.check("password", Password::parse(p)),
            _ if password_required => {
                errors.add("password", Invalid::Required);
                None
            }
            _ => None,
        };
        let roles = collect_ids(&mut errors, "roles", &form.roles, RoleId::new);
        if form.roles.is_empty() {
            errors.add("roles", Invalid::Required);
        }
        let institutions = collect_ids(&mut errors, "institution_ids", &form.institution_ids, InstitutionId::new);
        let pinfl = match form.pinfl.as_deref().map(str::trim) {
            Some(p) if !p.is_empty() => errors.check("pinfl", Pinfl::parse(p)),
            _ => None,
        };
        errors.into_result()?;
        match (username, name) {
            (Some(username), Some(name)) => {
                Ok(UserDraft { username, name, password, roles, institutions, pinfl, is_active: form.is_active })
            }
            _ => Err(ValidationErrors::single("username", Invalid::Required)),
        }
    }
}

fn collect_ids<T: Ord>(errors: &mut ValidationErrors, field: &str, raw: &[i64], parse: impl Fn(i64) -> Result<T, Invalid>) -> BTreeSet<T> {
    let mut ids = BTreeSet::new();
    for value in raw {
        match parse(*value) {
            Ok(id) => {
                if !ids.insert(id) {
                    errors.add(field, Invalid::Duplicate);
                }
            }
            Err(invalid) => errors.add(field, invalid),
        }
    }
    ids
}

/// Rules about user accounts that a request can break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UserRule {
    UsernameTaken,
    /// Another account belongs to the same person.
    PinflTaken,
    Role(RoleRule),
    /// An institution-level actor may attach users only to, or detach them only from, its own
    /// institution.
    InstitutionOutOfScope,
    /// The user holds a role the actor could not grant, so the actor may not change them.
    OutranksActor,
    CannotDeleteSelf,
    CannotDeactivateSelf,
    /// One's own password is changed with the current one, not reset.
    CannotResetSelf,
}

impl Localized for UserRule {
    fn code(&self) -> &'static str {
        match self {
            UserRule::UsernameTaken => "username_taken",
            UserRule::PinflTaken => "pinfl_taken",
            UserRule::Role(rule) => rule.code(),
            UserRule::InstitutionOutOfScope => "institution_out_of_scope",
            UserRule::OutranksActor => "user_outranks_actor",
            UserRule::CannotDeleteSelf => "cannot_delete_self",
            UserRule::CannotDeactivateSelf => "cannot_deactivate_self",
            UserRule::CannotResetSelf => "cannot_reset_self",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (UserRule::Role(rule), _) => rule.message(language),
            (UserRule::UsernameTaken, Uz | UzCyrl) => "Bunday login allaqachon band".into(),
            (UserRule::UsernameTaken, Ru) => "Такой логин уже занят".into(),
            (UserRule::UsernameTaken, En) => "This username is already taken".into(),
            (UserRule::PinflTaken, Uz | UzCyrl) => "Bu JSHSHIR bilan boshqa foydalanuvchi mavjud".into(),
            (UserRule::PinflTaken, Ru) => "Пользователь с этим ПИНФЛ уже существует".into(),
            (UserRule::PinflTaken, En) => "Another user has this PINFL".into(),
            (UserRule::InstitutionOutOfScope, Uz | UzCyrl) => "Faqat o‘z TMingizni biriktirishingiz yoki olib tashlashingiz mumkin".into(),
            (UserRule::InstitutionOutOfScope, Ru) => "Вы можете прикреплять и откреплять только своё учреждение".into(),
            (UserRule::InstitutionOutOfScope, En) => "You may attach or detach only your own institution".into(),
            (UserRule::OutranksActor, Uz | UzCyrl) => "Bu foydalanuvchini o‘zgartirishga huquqingiz yetarli emas".into(),
            (UserRule::OutranksActor, Ru) => "У вас недостаточно прав, чтобы изменить этого пользователя".into(),
            (UserRule::OutranksActor, En) => "You may not change this user: they hold a role you cannot grant".into(),
            (UserRule::CannotDeleteSelf, Uz | UzCyrl) => "O‘zingizni o‘chira olmaysiz".into(),
            (UserRule::CannotDeleteSelf, Ru) => "Нельзя удалить самого себя".into(),
            (UserRule::CannotDeleteSelf, En) => "You cannot delete yourself".into(),
            (UserRule::CannotDeactivateSelf, Uz | UzCyrl) => "O‘zingizni nofaol qila olmaysiz".into(),
            (UserRule::CannotDeactivateSelf, Ru) => "Нельзя деактивировать самого себя".into(),
            (UserRule::CannotDeactivateSelf, En) => "You cannot deactivate yourself".into(),
            (UserRule::CannotResetSelf, Uz | UzCyrl) => {
                "O‘z parolingizni joriy parol bilan «Parolni o‘zgartirish» sahifasida o‘zgartiring".into()
            }
            (UserRule::CannotResetSelf, Ru) => "Свой пароль меняйте на странице «Смена пароля», указав текущий".into(),
            (UserRule::CannotResetSelf, En) => "Change your own password on the “Change password” page, with the current one".into(),
        }
    }
}

/// An institution as a user's record names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstitutionRef {
    pub id: InstitutionId,
    pub name: MultilingualName,
}

/// A stored user account with its roles (and their permissions) and institutions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserRecord {
    pub id: UserId,
    pub username: String,
    pub name: String,
    pub pinfl: Option<String>,
    pub is_active: bool,
    pub is_system: bool,
    pub roles: Vec<Role>,
    pub institutions: Vec<InstitutionRef>,
    pub last_login_at: Option<DateTime<Utc>>,
    /// Set by an administrator's reset: until the user picks a password of their own, the session
    /// may do nothing else.
    pub must_change_password: bool,
    pub version: Version,
}

impl UserRecord {
    pub fn institution_ids(&self) -> BTreeSet<InstitutionId> {
        self.institutions.iter().map(|i| i.id).collect()
    }
}

/// One state of an account as the audit trail compares it. The password never appears; that a
/// change replaced it does.
#[derive(Debug, Clone, Copy)]
pub struct AccountState<'a> {
    pub user: &'a UserRecord,
    pub password_changed: bool,
}

impl Audited for AccountState<'_> {
    const ENTITY: EntityType = EntityType::User;

    fn audit_id(&self) -> i64 {
        self.user.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        let user = self.user;
        let mut roles: Vec<&str> = user.roles.iter().map(|r| r.name.as_str()).collect();
        roles.sort_unstable();
        let mut fields = Snapshot::from([
            ("username", user.username.as_str().into()),
            ("name", user.name.as_str().into()),
            ("pinfl", user.pinfl.clone().into()),
            ("is_active", user.is_active.into()),
            ("roles", AuditValue::List(roles.into_iter().map(AuditValue::from).collect())),
            ("institution_ids", AuditValue::List(user.institutions.iter().map(|i| AuditValue::from(i.id.get())).collect())),
        ]);
        if self.password_changed {
            fields.insert("password_changed", true.into());
        }
        fields
    }
}

impl Audited for UserRecord {
    const ENTITY: EntityType = EntityType::User;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        AccountState { user: self, password_changed: false }.snapshot()
    }
}

/// Checks that an actor may give a user the roles and institutions of a draft, given what the
/// user holds now (nothing, for a new user). Only what changes must be within the actor's power,
/// so an institution admin can edit a teacher who also works elsewhere without touching that
/// other link. Returns the institutions to store.
pub fn check_assignment(
    actor: &Actor,
    requested_roles: &[Role],
    current_roles: &[Role],
    requested_institutions: &BTreeSet<InstitutionId>,
    current_institutions: &BTreeSet<InstitutionId>,
) -> Result<BTreeSet<InstitutionId>, UserRule> {
    if current_roles.iter().any(|role| !may_grant(&actor.permissions, actor.role_level, role)) {
        return Err(UserRule::OutranksActor);
    }
    if let Some(role) = requested_roles.iter().find(|role| !may_grant(&actor.permissions, actor.role_level, role)) {
        return Err(UserRule::Role(RoleRule::NotGrantable { role: role.name.clone() }));
    }
    let scope = actor.scope();
    let changed = requested_institutions.symmetric_difference(current_institutions);
    if changed.clone().any(|id| !scope.includes(*id)) {
        return Err(UserRule::InstitutionOutOfScope);
    }
    let mut institutions = requested_institutions.clone();
    if let (Scope::Institution(own), true) = (scope, current_institutions.is_empty()) {
        // A user created inside an institution belongs to it, or its creator could not see it.
        institutions.insert(own);
    }
    Ok(institutions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::UserId;
    use crate::permission::Permission;
    use crate::role::RoleLevel;
    use crate::version::Version;

    fn form() -> UserForm {
        UserForm {
            username: "ali.valiyev".into(),
            name: "Ali Valiyev".into(),
            password: Some("secret-123".into()),
            roles: vec![2],
            institution_ids: vec![1],
            pinfl: None,
            is_active: true,
        }
    }

    fn role(id: i64, level: RoleLevel, permissions: &[Permission]) -> Role {
        Role {
            id: RoleId::from_stored(id),
            name: format!("R{id}"),
            permissions: permissions.iter().copied().collect(),
            level,
            is_system: false,
            version: Version::new(1),
        }
    }

    fn admin_of(institution: i64) -> Actor {
        Actor {
            user_id: UserId::from_stored(9),
            role_id: RoleId::from_stored(3),
            role_level: RoleLevel::Institution,
            permissions: [Permission::UserAdd, Permission::UserEdit, Permission::TeacherTopic].into(),
            institution_id: Some(InstitutionId::from_stored(institution)),
            is_system: false,
            session_id: "s".into(),
        }
    }

    fn ids(values: &[i64]) -> BTreeSet<InstitutionId> {
        values.iter().map(|v| InstitutionId::from_stored(*v)).collect()
    }

    #[test]
    fn usernames_have_a_shape() {
        assert!(Username::parse("otm.admin_1").is_ok());
        assert_eq!(Username::parse("Ali"), Err(Invalid::UsernameFormat));
        assert_eq!(Username::parse("ab"), Err(Invalid::TooShort { min: 3 }));
        assert_eq!(Username::parse(".abc"), Err(Invalid::UsernameFormat));
    }

    #[test]
    fn password_is_required_on_create_only() {
        let mut without = form();
        without.password = None;
        assert!(UserDraft::parse(&without, true).is_err());
        assert!(UserDraft::parse(&without, false).unwrap().password.is_none());
        let mut short = form();
        short.password = Some("short".into());
        assert!(UserDraft::parse(&short, true).is_err());
    }

    #[test]
    fn draft_refuses_duplicate_and_non_positive_ids() {
        let mut bad = form();
        bad.roles = vec![2, 2, -1];
        bad.institution_ids = vec![0];
        let errors = UserDraft::parse(&bad, true).unwrap_err();
        assert_eq!(errors.fields().len(), 3);
    }

    #[test]
    fn institution_admin_keeps_other_institutions_unchanged() {
        let teacher = role(4, RoleLevel::Institution, &[Permission::TeacherTopic]);
        let actor = admin_of(1);
        let kept = check_assignment(&actor, std::slice::from_ref(&teacher), std::slice::from_ref(&teacher), &ids(&[1, 3]), &ids(&[1, 3]));
        assert_eq!(kept, Ok(ids(&[1, 3])));
        let detach_other =
            check_assignment(&actor, std::slice::from_ref(&teacher), std::slice::from_ref(&teacher), &ids(&[1]), &ids(&[1, 3]));
        assert_eq!(detach_other, Err(UserRule::InstitutionOutOfScope));
        let created = check_assignment(&actor, std::slice::from_ref(&teacher), &[], &ids(&[]), &ids(&[]));
        assert_eq!(created, Ok(ids(&[1])));
        let elsewhere = check_assignment(&actor, &[teacher], &[], &ids(&[2]), &ids(&[]));
        assert_eq!(elsewhere, Err(UserRule::InstitutionOutOfScope));
    }

    #[test]
    fn nobody_grants_more_than_they_hold() {
        let actor = admin_of(1);
        let ministry = role(1, RoleLevel::Ministry, &[Permission::UserAdd]);
        let powerful = role(5, RoleLevel::Institution, &[Permission::RoleAdd]);
        assert!(matches!(
            check_assignment(&actor, std::slice::from_ref(&ministry), &[], &ids(&[1]), &ids(&[])),
            Err(UserRule::Role(RoleRule::NotGrantable { .. }))
        ));
        assert!(check_assignment(&actor, std::slice::from_ref(&powerful), &[], &ids(&[1]), &ids(&[])).is_err());
        assert_eq!(check_assignment(&actor, &[], &[powerful], &ids(&[1]), &ids(&[1])), Err(UserRule::OutranksActor));
    }
}

#[cfg(test)]
mod audit_tests {
    use super::*;
    use crate::audit::diff;

    fn account(roles: &[&str]) -> UserRecord {
        UserRecord {
            id: UserId::from_stored(5),
            username: "teacher".into(),
            name: "O‘qituvchi".into(),
            pinfl: None,
            is_active: true,
            is_system: false,
            roles: roles
                .iter()
                .enumerate()
                .map(|(i, name)| Role {
                    id: RoleId::from_stored(i as i64 + 1),
                    name: (*name).into(),
                    permissions: BTreeSet::new(),
                    level: crate::role::RoleLevel::Institution,
                    is_system: false,
                    version: Version::new(1),
                })
                .collect(),
            institutions: vec![InstitutionRef {
                id: InstitutionId::from_stored(1),
                name: MultilingualName::from_stored("TM".into(), String::new(), String::new(), String::new()),
            }],
            last_login_at: None,
            must_change_password: false,
            version: Version::new(1),
        }
    }

    #[test]
    fn a_replaced_password_shows_as_changed_and_roles_by_sorted_name() {
        let user = account(&["TEACHER", "DEKAN"]);
        let before = AccountState { user: &user, password_changed: false }.snapshot();
        let after = AccountState { user: &user, password_changed: true }.snapshot();
        assert_eq!(diff(Some(&before), Some(&after)), vec![("password_changed", AuditValue::Null, AuditValue::Bool(true))]);
        assert_eq!(before["roles"], AuditValue::List(vec!["DEKAN".into(), "TEACHER".into()]));
        assert_eq!(before["institution_ids"], AuditValue::List(vec![1.into()]));
        assert!(before.keys().all(|field| !field.contains("hash")));
        assert_eq!(user.snapshot(), before);
    }
}
