use actix_web::{get, HttpResponse};
use application::session::Profile;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::{InstitutionRefDto, ResultBody, RoleRefDto};
use crate::error::{ApiError, ErrorEnvelope};

/// The signed-in user, their current role with its permissions, and their institutions.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProfileDto {
    pub id: i64,
    pub name: String,
    pub username: String,
    pub roles: Vec<RoleRefDto>,
    pub role: RoleRefDto,
    #[schema(value_type = Vec<crate::dto::PermissionCode>)]
    pub permissions: Vec<String>,
    pub institution: Option<InstitutionRefDto>,
    pub institution_id: Option<i64>,
    pub institutions: Vec<InstitutionRefDto>,
    pub is_system: bool,
    pub last_login_at: Option<DateTime<Utc>>,
    /// The password is a temporary one: until it is changed (`POST /users/me/password/`), every
    /// other call answers 403 `password_change_required`.
    pub must_change_password: bool,
}

impl From<&Profile> for ProfileDto {
    fn from(profile: &Profile) -> Self {
        let user = &profile.user;
        ProfileDto {
            id: user.id.get(),
            name: user.name.clone(),
            username: user.username.clone(),
            roles: user.roles.iter().map(RoleRefDto::from).collect(),
            role: RoleRefDto::from(&profile.role),
            permissions: profile.role.permissions.iter().map(|p| p.code().to_string()).collect(),
            institution: profile.institution.as_ref().map(InstitutionRefDto::from),
            institution_id: profile.institution.as_ref().map(|i| i.id.get()),
            institutions: user.institutions.iter().map(InstitutionRefDto::from).collect(),
            is_system: user.is_system,
            last_login_at: user.last_login_at,
            must_change_password: user.must_change_password,
        }
    }
}

#[utoipa::path(
    tag = "session",
    responses(
        (status = 200, body = inline(ResultBody<ProfileDto>)),
        (status = 401, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/users/profile/")]
pub async fn get_profile(Authenticated(session): Authenticated) -> Result<HttpResponse, ApiError> {
    // The session was resolved from the stored user, role and institution on this very request.
    Ok(HttpResponse::Ok().json(ResultBody { result: ProfileDto::from(&session.profile) }))
}
