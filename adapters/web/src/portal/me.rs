use actix_web::{get, web, HttpResponse};
use application::portal::{GetMe, Me, PortalRecord};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::{InstitutionRefDto, NameDto, ResultBody};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;
use crate::students::{StudentGroupDto, StudentStatusDto};

#[derive(Debug, Serialize, ToSchema)]
pub struct PortalUserDto {
    pub id: i64,
    pub username: String,
    pub name: String,
}

/// A student record the person may read.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortalStudentDto {
    pub id: i64,
    pub fio: String,
    /// `OWN` for the person's own study, `CHILD` for a linked child's.
    #[schema(value_type = crate::codes::PortalRelationCode)]
    pub relation: String,
    pub institution: InstitutionRefDto,
    pub edu_group: StudentGroupDto,
    pub student_status: StudentStatusDto,
    pub current_semester: i32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MeDto {
    pub user: PortalUserDto,
    /// The person's own records first, then their children's.
    pub students: Vec<PortalStudentDto>,
}

impl From<&PortalRecord> for PortalStudentDto {
    fn from(r: &PortalRecord) -> Self {
        let s = &r.view.student;
        PortalStudentDto {
            id: s.id.get(),
            fio: s.details.fio.clone(),
            relation: r.relation.code().into(),
            institution: InstitutionRefDto { id: s.institution_id.get(), name: NameDto::from(&r.view.institution_name) },
            edu_group: StudentGroupDto { id: s.details.edu_group_id.get(), name: r.view.group_name.clone(), course: r.view.course },
            student_status: s.status.into(),
            current_semester: r.current_semester,
        }
    }
}

/// The signed-in person and the student records they may read: their own study (by the login their
/// institution issued, or OneID), then the children linked to them.
#[utoipa::path(
    tag = "portal",
    responses(
        (status = 200, body = inline(ResultBody<MeDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/me/")]
pub async fn me(state: web::Data<AppState>, Authenticated(session): Authenticated, Lang(lang): Lang) -> Result<HttpResponse, ApiError> {
    let me: Me = run(&state, lang, move |s| GetMe { unit: &*s.unit }.execute(&session.actor)).await?;
    let dto = MeDto {
        user: PortalUserDto { id: me.id.get(), username: me.username.clone(), name: me.name.clone() },
        students: me.records.iter().map(PortalStudentDto::from).collect(),
    };
    Ok(HttpResponse::Ok().json(ResultBody { result: dto }))
}
