use actix_web::{get, web, HttpResponse};
use application::ports::SubjectTypeQuery;
use application::subject_types::ListSubjectTypes;

use super::SubjectTypeDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// Ordered by name; `search` in any name.
#[utoipa::path(
    tag = "subject-types",
    params(ListParams, FormatParams),
    responses((status = 200, content((inline(ListBody<SubjectTypeDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/edu-subjects/types/")]
pub async fn list_subject_types(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let page = list.page_request().map_err(|e| ApiError::new(e.into(), lang))?;
    let query = SubjectTypeQuery { search: list.search(), page };
    if format.is_xlsx() {
        let sheet = Export { file: "subject-types", title: catalogue::text("eduSubjectTypes.title"), columns: columns() };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = SubjectTypeQuery { page, ..query.clone() };
            Ok(ListSubjectTypes { types: &*s.subject_types }.execute(&session.actor, query)?.map(SubjectTypeDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListSubjectTypes { types: &*s.subject_types }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, SubjectTypeDto::from)))
}

/// The columns of the subject types screen: the name in each language.
fn columns() -> Vec<Column<SubjectTypeDto>> {
    vec![
        Column::new(catalogue::text("audit.field.institution.name_uz"), 36, |row: &SubjectTypeDto, _| export::text(&row.name.uz)),
        Column::new(catalogue::text("audit.field.institution.name_ru"), 36, |row, _| export::text(&row.name.ru)),
        Column::new(catalogue::text("audit.field.institution.name_en"), 36, |row, _| export::text(&row.name.en)),
    ]
}
