use application::ports::Ownership;
use application::AppError;
use diesel::prelude::*;
use diesel::sql_types::BigInt;
use domain::ids::InstitutionId;
use domain::tenancy::Owned;

use crate::errors::internal;
use crate::store::PgStore;

#[derive(QueryableByName)]
struct Owner {
    #[diesel(sql_type = BigInt)]
    institution_id: i64,
}

/// One indexed lookup by primary key (through the building for a room).
fn statement(owned: Owned) -> &'static str {
    match owned {
        Owned::Building => "SELECT institution_id FROM buildings WHERE id = $1",
        Owned::Room => "SELECT b.institution_id FROM rooms r JOIN buildings b ON b.id = r.building_id WHERE r.id = $1",
        Owned::ClassHour => "SELECT institution_id FROM class_hours WHERE id = $1",
        Owned::Curriculum => "SELECT institution_id FROM curricula WHERE id = $1 AND deleted_at IS NULL",
        Owned::Group => "SELECT institution_id FROM edu_groups WHERE id = $1 AND deleted_at IS NULL",
        Owned::Student => "SELECT institution_id FROM students WHERE id = $1 AND deleted_at IS NULL",
        Owned::Staff => "SELECT institution_id FROM staffs WHERE id = $1 AND deleted_at IS NULL",
        Owned::Department => "SELECT institution_id FROM institution_departments WHERE id = $1",
        Owned::Lesson => "SELECT institution_id FROM schedule_lessons WHERE id = $1 AND deleted_at IS NULL",
        Owned::ScienceProject => "SELECT institution_id FROM science_projects WHERE id = $1",
        Owned::Publication => "SELECT institution_id FROM science_publications WHERE id = $1",
        Owned::DoctoralStudent => "SELECT institution_id FROM science_doctoral_students WHERE id = $1",
        Owned::Defence => "SELECT institution_id FROM science_defences WHERE id = $1",
        Owned::FinancePrice => "SELECT institution_id FROM finance_prices WHERE id = $1",
        Owned::FinanceContract => "SELECT institution_id FROM finance_contracts WHERE id = $1",
        Owned::FinancePayment => "SELECT institution_id FROM finance_payments WHERE id = $1",
        Owned::Exam => "SELECT institution_id FROM exams WHERE id = $1",
        Owned::Order => "SELECT institution_id FROM orders WHERE id = $1",
    }
}

impl Ownership for PgStore {
    fn owner_of(&self, owned: Owned, id: i64) -> Result<Option<InstitutionId>, AppError> {
        let mut conn = self.conn()?;
        let owner: Option<Owner> =
            diesel::sql_query(statement(owned)).bind::<BigInt, _>(id).get_result(&mut conn).optional().map_err(internal)?;
        Ok(owner.map(|o| InstitutionId::from_stored(o.institution_id)))
    }
}
