//! The staff members the area names: authors, members and supervisors.

use std::sync::LazyLock;

use application::AppError;
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Text};
use domain::ids::{InstitutionId, StaffId};

use super::FULL_NAME;
use crate::errors::internal;
use crate::statements::Statement;

#[derive(QueryableByName)]
struct Named {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    full_name: String,
}

static STAFF_NAMES: LazyLock<Statement> = LazyLock::new(|| {
    Statement::made(
        "science.people.staff_names",
        &["int8[]", "int8"],
        format!(
            "SELECT s.id, {FULL_NAME} AS full_name FROM staffs s JOIN citizens c ON c.id = s.citizen_id \
         WHERE s.id = ANY($1) AND s.institution_id = $2 AND s.deleted_at IS NULL"
        ),
    )
});

/// Those of `staff` who are living staff members of the institution, with their full names.
pub(super) fn staff_names(
    conn: &mut PgConnection,
    institution: InstitutionId,
    staff: &[StaffId],
) -> Result<Vec<(StaffId, String)>, AppError> {
    let ids: Vec<i64> = staff.iter().map(|id| id.get()).collect();
    let rows: Vec<Named> =
        STAFF_NAMES.query().bind::<Array<BigInt>, _>(&ids).bind::<BigInt, _>(institution.get()).load(conn).map_err(internal)?;
    Ok(rows.into_iter().map(|r| (StaffId::from_stored(r.id), r.full_name)).collect())
}

pub(crate) fn statements() -> Vec<Statement> {
    vec![Statement::clone(&STAFF_NAMES)]
}
