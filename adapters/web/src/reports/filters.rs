use domain::curriculum::EduForm;
use domain::ids::{DirectionId, InstitutionId};
use domain::validation::{Invalid, ValidationErrors};
use serde::Deserialize;
use utoipa::IntoParams;

use application::ports::TallyFilter;

/// The filters of the students and directions reports.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TallyParams {
    /// Ministry-level roles only; institution-level roles always see their own.
    pub institution_id: Option<i64>,
    pub edu_direction_id: Option<i64>,
    #[param(minimum = 1, maximum = 6)]
    pub course: Option<i64>,
    #[param(value_type = Option<crate::codes::EduFormCode>)]
    pub edu_form: Option<String>,
}

pub(super) fn institution(id: Option<i64>, errors: &mut ValidationErrors) -> Option<InstitutionId> {
    id.map(InstitutionId::new).transpose().map_err(|e| errors.add("institution_id", e)).ok().flatten()
}

impl TallyParams {
    pub(super) fn filter(&self) -> Result<TallyFilter, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let institution = institution(self.institution_id, &mut errors);
        let edu_direction =
            self.edu_direction_id.map(DirectionId::new).transpose().map_err(|e| errors.add("edu_direction_id", e)).ok().flatten();
        if self.course.is_some_and(|c| !(1..=6).contains(&c)) {
            errors.add("course", Invalid::OutOfRange { min: 1, max: 6 });
        }
        let edu_form = self.edu_form.as_deref().and_then(|code| match EduForm::parse(code) {
            Ok(form) => Some(form.code().to_string()),
            Err(e) => {
                errors.add("edu_form", e);
                None
            }
        });
        errors.into_result()?;
        Ok(TallyFilter { institution, edu_direction, course: self.course.map(|c| c as i32), edu_form })
    }
}

/// A report answered whole (not paged) as an Excel file: its rows, read once, written as one batch.
pub(super) async fn whole_file<T: Send + Sync + 'static>(
    state: &actix_web::web::Data<crate::state::AppState>,
    language: domain::language::Language,
    export: crate::export::Export<T>,
    rows: Vec<T>,
) -> Result<actix_web::HttpResponse, crate::error::ApiError> {
    let rows = std::sync::Mutex::new(Some(rows));
    crate::export::export(state, language, export, move |_, _| {
        // The rows are handed over whole on the first call; a later call finds none left.
        let items = rows.lock().map_err(application::AppError::internal)?.take().unwrap_or_default();
        let count = items.len() as i64;
        Ok(domain::paging::Page::exact(items, count))
    })
    .await
}
