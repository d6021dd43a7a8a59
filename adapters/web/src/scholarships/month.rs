use actix_web::{get, web, HttpResponse};
use application::ports::{Cell, ScholarshipRow};
use application::scholarships::ScholarshipMonthList;
use domain::finance::scholarship::Month;
use domain::finance::Money;
use domain::paging::PageRequest;
use domain::validation::ValidationErrors;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListParams, NameDto};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::science::day;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct ScholarshipRowDto {
    pub student_id: i64,
    pub student_name: String,
    pub edu_group_id: i64,
    pub group_name: String,
    pub scholarship_type_id: i64,
    pub scholarship_type_name: NameDto,
    /// Tiyin: the type's amount in force at the month's end.
    pub amount: i64,
    pub order_id: i64,
    pub order_number: String,
    #[schema(format = Date)]
    pub date_from: String,
    #[schema(format = Date)]
    pub date_to: String,
}

impl From<ScholarshipRow> for ScholarshipRowDto {
    fn from(r: ScholarshipRow) -> Self {
        ScholarshipRowDto {
            student_id: r.student.get(),
            student_name: r.student_name,
            edu_group_id: r.group.get(),
            group_name: r.group_name,
            scholarship_type_id: r.type_id,
            scholarship_type_name: NameDto::from(&r.type_name),
            amount: r.amount.tiyin(),
            order_id: r.order_id,
            order_number: r.order_number,
            date_from: day(r.date_from),
            date_to: day(r.date_to),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ScholarshipTotalsDto {
    /// Students paid in the month.
    pub students: i64,
    /// Tiyin paid in the month, every row of it.
    pub amount: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ScholarshipsBody {
    /// By student name.
    pub results: Vec<ScholarshipRowDto>,
    /// How many awards are paid in the month.
    pub count: i64,
    pub totals: ScholarshipTotalsDto,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ScholarshipFilters {
    /// `YYYY-MM`.
    #[param(required = true, pattern = r"^\d{4}-\d{2}$")]
    pub month: Option<String>,
    /// Required for a ministry-level role; an institution-level role reads its own.
    pub institution_id: Option<i64>,
}

fn query(list: &ListParams, filters: &ScholarshipFilters) -> Result<(PageRequest, Month), ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    // An absent month is empty text, which `Month::parse` refuses as required.
    let month = errors.check("month", Month::parse(filters.month.as_deref().unwrap_or_default()));
    errors.into_result()?;
    match (page, month) {
        (Some(page), Some(month)) => Ok((page, month)),
        _ => Err(ValidationErrors::single("month", domain::validation::Invalid::Required)),
    }
}

/// Who of an institution is paid what in a month, by student name, as its applied scholarship
/// orders award it: an award pays every month its span touches, until the month after its student
/// stops studying (expelled, on leave, graduated) or its order is reversed; at the amount of its
/// type in force at the month's end. `totals` sum the whole month.
#[utoipa::path(
    tag = "scholarships",
    params(ListParams, ScholarshipFilters, FormatParams),
    responses(
        (status = 200, content((ScholarshipsBody = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/scholarships/")]
pub async fn list_scholarships(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<ScholarshipFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let (page, month) = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    let institution = filters.institution_id;
    if format.is_xlsx() {
        let title = catalogue::text("finance.scholarships.title");
        let sheet = Export { file: "scholarships", title, columns: columns() };
        return export::export(&state, lang, sheet, move |s, page: PageRequest| {
            Ok(ScholarshipMonthList { unit: &*s.unit }.execute(&session.actor, institution, month, page)?.rows.map(ScholarshipRowDto::from))
        })
        .await;
    }
    let listed =
        run(&state, lang, move |s| ScholarshipMonthList { unit: &*s.unit }.execute(&session.actor, institution, month, page)).await?;
    Ok(HttpResponse::Ok().json(ScholarshipsBody {
        count: listed.rows.count,
        results: listed.rows.items.into_iter().map(ScholarshipRowDto::from).collect(),
        totals: ScholarshipTotalsDto { students: listed.students, amount: listed.amount.tiyin() },
    }))
}

fn columns() -> Vec<Column<ScholarshipRowDto>> {
    vec![
        Column::new(catalogue::text("orders.student"), 36, |row: &ScholarshipRowDto, _| export::text(&row.student_name)),
        Column::new(catalogue::text("orders.group"), 16, |row, _| export::text(&row.group_name)),
        Column::new(catalogue::text("finance.scholarships.type"), 30, |row, lang| export::name(&row.scholarship_type_name, lang)),
        Column::new(catalogue::text("export.scholarships.amount"), 18, |row, _| Cell::Amount(Money::from_stored(row.amount).as_soum())),
        Column::new(catalogue::text("finance.scholarships.order"), 14, |row, _| export::text(&row.order_number)),
        Column::new(catalogue::text("export.scholarships.from"), 12, |row, _| export::text(&row.date_from)),
        Column::new(catalogue::text("export.scholarships.to"), 12, |row, _| export::text(&row.date_to)),
    ]
}
