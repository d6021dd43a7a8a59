use actix_web::{get, web, HttpResponse};
use application::ports::PublicationQuery;
use application::science::publications::ListMyPublications;

use super::list::{columns, query, PublicationFilters};
use super::PublicationDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// The publications the caller (found on the staff of the current institution by their PINFL) is an
/// author of, each with the caller's own confirmation.
#[utoipa::path(
    tag = "science",
    params(ListParams, PublicationFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<PublicationDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, description = "The caller is on no staff (`not_a_teacher`)", body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/science/publications/mine/")]
pub async fn my_publications(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<PublicationFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("science.mine.title");
        let sheet = Export { file: "my-publications", title, columns: columns(&session.actor) };
        return export::export(&state, lang, sheet, move |s, page| {
            let mine = ListMyPublications { science: &*s.science, unit: &*s.unit };
            let (page, me) = mine.execute(&session.actor, PublicationQuery { page, ..query.clone() })?;
            Ok(page.map(|p| PublicationDto::of(p, Some(me))))
        })
        .await;
    }
    let (page, me) =
        run(&state, lang, move |s| ListMyPublications { science: &*s.science, unit: &*s.unit }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, |p| PublicationDto::of(p, Some(me)))))
}
