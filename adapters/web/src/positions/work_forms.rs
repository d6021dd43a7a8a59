use actix_web::{get, HttpResponse};
use domain::language::Language;
use domain::position::WorkForm;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::{ListBody, NameDto};
use crate::error::{ApiError, ErrorEnvelope};

#[derive(Debug, Serialize, ToSchema)]
pub struct WorkFormDto {
    pub code: String,
    pub name: NameDto,
}

/// The ways a staff member can hold a position.
#[utoipa::path(
    tag = "staff",
    responses((status = 200, body = inline(ListBody<WorkFormDto>)), (status = 401, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/staffs/work-forms/")]
pub async fn list_work_forms(_session: Authenticated) -> Result<HttpResponse, ApiError> {
    let results: Vec<WorkFormDto> = WorkForm::ALL
        .iter()
        .map(|form| {
            let name = form.name();
            WorkFormDto {
                code: form.code().into(),
                name: NameDto { uz: name.uz.into(), uz_cyrl: name.get(Language::UzCyrl).into(), ru: name.ru.into(), en: name.en.into() },
            }
        })
        .collect();
    Ok(HttpResponse::Ok().json(ListBody::complete(results)))
}
