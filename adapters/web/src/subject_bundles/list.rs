use actix_web::{get, web, HttpResponse};
use application::ports::SubjectBundleQuery;
use application::subject_bundles::ListSubjectBundles;

use super::SubjectBundleDto;
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
    tag = "subject-bundles",
    params(ListParams, FormatParams),
    responses((status = 200, content((inline(ListBody<SubjectBundleDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))), (status = 401, body = ErrorEnvelope), (status = 403, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get("/subject-bundles/")]
pub async fn list_subject_bundles(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let page = list.page_request().map_err(|e| ApiError::new(e.into(), lang))?;
    let query = SubjectBundleQuery { search: list.search(), page };
    if format.is_xlsx() {
        let sheet = Export { file: "subject-bundles", title: catalogue::text("subjectBundles.title"), columns: columns() };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = SubjectBundleQuery { page, ..query.clone() };
            Ok(ListSubjectBundles { bundles: &*s.subject_bundles }.execute(&session.actor, query)?.map(SubjectBundleDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListSubjectBundles { bundles: &*s.subject_bundles }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, SubjectBundleDto::from)))
}

/// The columns of the subject bundles screen: each subject as `code — name`.
fn columns() -> Vec<Column<SubjectBundleDto>> {
    vec![
        Column::new(catalogue::text("finance.scholarshipType.name"), 36, |row: &SubjectBundleDto, lang| export::name(&row.name, lang)),
        Column::new(catalogue::text("reports.field.subjects"), 60, |row, lang| {
            let subjects: Vec<String> =
                row.edu_subjects.iter().map(|s| format!("{} — {}", s.code, export::name_of(&s.name, lang))).collect();
            export::text(&subjects.join("; "))
        }),
    ]
}
